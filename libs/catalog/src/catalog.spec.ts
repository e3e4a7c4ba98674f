import { describe, expect, it } from '@jest/globals';
import { getService, isServiceId, listServices } from './catalog.js';
import { getSubService, getSubServices } from './sub-services.js';
import { SERVICE_IDS, type ServiceId } from './catalog.types.js';

const services = listServices();
const allSubServices = SERVICE_IDS.flatMap((id) => getSubServices(id));

describe('services', () => {
  it('has the 8 categories in the spec order', () => {
    expect(services.map((s) => s.id)).toEqual([
      'handyman',
      'plumbing',
      'cleaning',
      'moving',
      'electrical',
      'painting',
      'landscaping',
      'wellbeing',
    ]);
    expect(SERVICE_IDS).toEqual(services.map((s) => s.id));
  });

  it('has the spec from-prices, and no former price, rating or job count of its own', () => {
    const prices = Object.fromEntries(services.map((s) => [s.id, [s.priceCents / 100, s.priceUnit]]));
    expect(prices).toEqual({
      handyman: [60, 'hour'],
      plumbing: [90, 'job'],
      cleaning: [25, 'hour'],
      moving: [75, 'hour'],
      electrical: [85, 'job'],
      painting: [35, 'hour'],
      landscaping: [45, 'hour'],
      wellbeing: [50, 'hour'],
    });
    // A struck-through 'regular' price claimed a discount nobody gets; ratings and counts come from the data.
    for (const service of services) {
      for (const madeUp of ['originalPriceCents', 'rating', 'completedJobs']) expect(service).not.toHaveProperty(madeUp);
    }
  });

  it('flags handyman, plumbing, cleaning and electrical as popular', () => {
    expect(services.filter((s) => s.popular).map((s) => s.id)).toEqual(['handyman', 'plumbing', 'cleaning', 'electrical']);
  });

  it('offers four categories now and four as coming soon, as the Discover page does', () => {
    expect(services.filter((s) => s.availability === 'available').map((s) => s.id)).toEqual(['handyman', 'plumbing', 'cleaning', 'moving']);
    expect(services.filter((s) => s.availability === 'coming_soon').map((s) => s.id)).toEqual([
      'electrical',
      'painting',
      'landscaping',
      'wellbeing',
    ]);
  });

  it.each(services.map((s) => [s.id, s] as const))('%s has complete, plausible data', (_id, service) => {
    expect(service.priceCents).toBeGreaterThan(0);
    for (const locale of ['fr', 'en'] as const) {
      expect(service.name[locale].trim()).not.toBe('');
      expect(service.description[locale].trim()).not.toBe('');
      expect(service.keywords[locale].length).toBeGreaterThan(3);
    }
  });

  it('gives each category its own colour', () => {
    expect(new Set(services.map((s) => s.color)).size).toBe(8);
  });
});

describe('sub-services', () => {
  it('has 5 per category, each tagged with its category', () => {
    for (const id of SERVICE_IDS) {
      const subs = getSubServices(id);
      expect(subs).toHaveLength(5);
      expect(subs.every((sub) => sub.serviceId === id)).toBe(true);
    }
  });

  it('has ids unique across the catalogue', () => {
    const ids = allSubServices.map((sub) => sub.id);
    expect(new Set(ids).size).toBe(40);
    expect(ids.every((id) => /^[a-z]+(-[a-z]+)*$/.test(id))).toBe(true);
  });

  it('has the spec prices', () => {
    const priceOf = (serviceId: ServiceId, subId: string) => {
      const sub = getSubService(serviceId, subId);
      if (!sub) throw new Error(`missing ${serviceId}/${subId}`);
      return [sub.priceCents, sub.priceKind];
    };
    expect(priceOf('plumbing', 'leak-repair')).toEqual([12_000, 'from_job']);
    expect(priceOf('handyman', 'general-repairs')).toEqual([6000, 'from_hour']);
    expect(priceOf('cleaning', 'regular-cleaning')).toEqual([2200, 'from_hour']);
    expect(priceOf('moving', 'long-distance-move')).toEqual([null, 'quote']);
    expect(priceOf('moving', 'house-move')).toEqual([60_000, 'from_job']);
    expect(priceOf('electrical', 'code-compliance')).toEqual([null, 'quote']);
    expect(priceOf('landscaping', 'landscape-design')).toEqual([null, 'quote']);
    expect(priceOf('landscaping', 'lawn-mowing')).toEqual([4000, 'from_job']);
    expect(priceOf('wellbeing', 'nursing-care')).toEqual([9000, 'from_hour']);
  });

  it('lists every indicative price of SPEC §3', () => {
    const dollars = (id: ServiceId) =>
      getSubServices(id).map((s) =>
        s.priceKind === 'quote' ? 'quote' : `${s.priceCents! / 100}${s.priceKind === 'from_hour' ? '/h' : ''}`,
      );
    expect(Object.fromEntries(SERVICE_IDS.map((id) => [id, dollars(id)]))).toEqual({
      handyman: ['60/h', '80', '70', '90', '50/h'],
      plumbing: ['120', '90', '150', '110', '200'],
      cleaning: ['25/h', '22/h', '30/h', '80', '100'],
      moving: ['75/h', 'quote', '50/h', '300', '600'],
      electrical: ['100', '120', '150', '130', 'quote'],
      painting: ['35/h', '40/h', '30/h', '45/h', '50/h'],
      landscaping: ['40', '60', '50/h', '45/h', 'quote'],
      wellbeing: ['80/h', '50', '60', '70/h', '90/h'],
    });
  });

  it('has a price exactly when not on quote, and names in both languages', () => {
    for (const sub of allSubServices) {
      expect(sub.priceCents === null).toBe(sub.priceKind === 'quote');
      expect(sub.name.fr && sub.name.en && sub.description.fr && sub.description.en).toBeTruthy();
    }
  });
});

describe('look-ups', () => {
  it('finds a service by id', () => {
    expect(getService('plumbing').name).toEqual({ fr: 'Plomberie', en: 'Plumbing' });
  });

  it('returns nothing for unknown ids', () => {
    expect(getService('roofing')).toBeUndefined();
    expect(getService('toString')).toBeUndefined();
    expect(isServiceId('roofing')).toBe(false);
    expect(getSubServices('roofing')).toEqual([]);
  });

  it('finds a sub-service only under its own category', () => {
    expect(getSubService('plumbing', 'leak-repair')?.name.en).toBe('Leak repair');
    expect(getSubService('cleaning', 'leak-repair')).toBeUndefined();
  });

  it('does not let callers alter the catalogue', () => {
    const sub = getSubServices('plumbing')[0]!;
    expect(() => {
      (sub as { priceCents: number | null }).priceCents = 1;
    }).toThrow(TypeError);
  });
});
