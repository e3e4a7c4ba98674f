import { describe, expect, it } from '@jest/globals';
import { getSubService } from './sub-services.js';
import { formatMoney, formatPrice, serviceOptionLabel } from './price-format.js';

// Intl puts a non-breaking space between a French amount and its currency sign.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [6000, 'hour', `60${nbsp}$/h`, '$60/h'],
    [9000, 'job', `90${nbsp}$`, '$90'],
    [12_000, 'from_job', `À partir de 120${nbsp}$`, 'From $120'],
    [2500, 'from_hour', `À partir de 25${nbsp}$/h`, 'From $25/h'],
    [null, 'quote', 'Sur devis', 'On quote'],
  ] as const)('%p %s', (cents, kind, fr, en) => {
    expect(formatPrice(cents, kind, 'fr')).toBe(fr);
    expect(formatPrice(cents, kind, 'en')).toBe(en);
  });

  it('ignores an amount on quote', () => {
    expect(formatPrice(5000, 'quote', 'en')).toBe('On quote');
  });

  it('refuses a missing amount for a priced kind', () => {
    expect(() => formatPrice(null, 'from_job', 'en')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('drops the cents of whole amounts only', () => {
    expect(formatMoney(60_000, 'en')).toBe('$600');
    expect(formatMoney(6250, 'en')).toBe('$62.50');
    expect(formatMoney(6250, 'fr')).toBe(`62,50${nbsp}$`);
  });

  it('always shows the cents when asked', () => {
    expect(formatMoney(6000, 'en', { alwaysCents: true })).toBe('$60.00');
    expect(formatMoney(12_000, 'fr', { alwaysCents: true })).toBe(`120,00${nbsp}$`);
    expect(formatMoney(599, 'fr', { alwaysCents: true })).toBe(`5,99${nbsp}$`);
  });

  it('groups thousands per locale', () => {
    expect(formatMoney(150_000, 'en')).toBe('$1,500');
    expect(formatMoney(150_000, 'fr')).toMatch(/^1\s500\s\$$/u);
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => formatMoney(12.5, 'en')).toThrow(RangeError);
    expect(() => formatMoney(-100, 'en')).toThrow(RangeError);
  });
});

describe('serviceOptionLabel', () => {
  it("writes 'name - description (price)' in the booking's language", () => {
    const leak = getSubService('plumbing', 'leak-repair')!;
    expect(serviceOptionLabel(leak, 'en')).toBe('Leak repair - Finding and fixing leaks (From $120)');
    expect(serviceOptionLabel(leak, 'fr')).toBe(`Réparation de fuites - Détection et réparation de fuites (À partir de 120${nbsp}$)`);
  });

  it('shows quotes in the option label', () => {
    const longDistance = getSubService('moving', 'long-distance-move')!;
    expect(serviceOptionLabel(longDistance, 'en')).toBe('Long-distance move - To another city or province (On quote)');
  });
});
