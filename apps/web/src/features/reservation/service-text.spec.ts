import type { BookingPriceSnapshot } from '@hm/contracts';
import { bookedServiceText } from './service-text';

const price: BookingPriceSnapshot = {
  subServiceName: 'Leak repair',
  subServiceDescription: 'Finding and fixing leaks',
  priceCents: 12_000,
  priceKind: 'from_job',
  currency: 'CAD',
  offer: null,
};

describe('bookedServiceText', () => {
  it('names a catalogue sub-service in the reader language, whatever language it was booked in', () => {
    expect(bookedServiceText({ serviceId: 'plumbing', subServiceId: 'leak-repair', price }, 'fr').name).toBe('Réparation de fuites');
    expect(bookedServiceText({ serviceId: 'plumbing', subServiceId: 'leak-repair', price }, 'en').name).toBe('Leak repair');
  });

  it('falls back to the snapshot for a sub-service the catalogue no longer lists', () => {
    expect(bookedServiceText({ serviceId: 'plumbing', subServiceId: 'gone', price }, 'fr')).toEqual({
      name: 'Leak repair',
      description: 'Finding and fixing leaks',
    });
  });
});
