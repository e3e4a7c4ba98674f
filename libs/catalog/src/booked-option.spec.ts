import { bookedOptionLabel } from './booked-option.js';
import { formatPrice } from './price-format.js';

describe('bookedOptionLabel', () => {
  const booked = {
    serviceId: 'plumbing',
    subServiceId: 'leak-repair',
    priceCents: 11000,
    priceKind: 'from_job' as const,
    serviceOption: 'Réparation de fuites - Détection et réparation de fuites (À partir de 110 $)',
  };

  it("writes the option in the reader's language at the price the booking was made at", () => {
    expect(bookedOptionLabel(booked, 'en')).toBe('Leak repair - Finding and fixing leaks (From $110)');
    expect(bookedOptionLabel(booked, 'fr')).toBe(
      `Réparation de fuites - Détection et réparation de fuites (${formatPrice(11000, 'from_job', 'fr')})`,
    );
  });

  it('keeps the stored label of an option no longer in the catalogue', () => {
    expect(bookedOptionLabel({ ...booked, subServiceId: 'retired-option' }, 'en')).toBe(booked.serviceOption);
  });
});
