import {
  newThankYouCode,
  OFFER_PERCENT,
  offerAddressKey,
  offerDiscountCents,
  offerPhoneKey,
  priceWithOffer,
  THANK_YOU_CODE_PATTERN,
} from './offers.js';

describe('offers', () => {
  it('takes the percentage off in whole cents, a half cent in the customer’s favour', () => {
    expect(offerDiscountCents(12_000, 25)).toBe(3_000);
    expect(offerDiscountCents(6_002, 25)).toBe(1_501); // 1 500.5 ¢
    expect(offerDiscountCents(6_001, 25)).toBe(1_500); // 1 500.25 ¢
    expect(offerDiscountCents(0, 20)).toBe(0);
    expect(() => offerDiscountCents(12.5, 25)).toThrow(RangeError);
    expect(() => offerDiscountCents(100, 101)).toThrow(RangeError);
  });

  it('taxes what remains after the offer (a new customer’s $120 leak repair)', () => {
    expect(priceWithOffer(12_000, { kind: 'welcome', percent: OFFER_PERCENT.welcome })).toEqual({
      priceCents: 12_000,
      discountCents: 3_000,
      subtotalCents: 9_000,
      gstCents: 450,
      qstCents: 898, // 897.75
      totalCents: 10_348,
    });
    expect(priceWithOffer(12_000, null)).toMatchObject({ discountCents: 0, subtotalCents: 12_000, totalCents: 13_797 });
    expect(priceWithOffer(12_000, { kind: 'thank_you', percent: OFFER_PERCENT.thank_you }).discountCents).toBe(2_400);
  });

  it('knows one phone however it is written', () => {
    expect(offerPhoneKey('+1 514-555-0100')).toBe('5145550100');
    expect(offerPhoneKey('(514) 555 0100')).toBe('5145550100');
    expect(offerPhoneKey('514.555.0101')).not.toBe(offerPhoneKey('514.555.0100'));
  });

  it('knows one home however it is written, and two units of a building apart', () => {
    const home = offerAddressKey({ address: '1234, Rue St-Denis', apartment: null, postalCode: 'h2x 1k4' });
    expect(offerAddressKey({ address: '1234 rue st denis', apartment: '', postalCode: 'H2X1K4' })).toBe(home);
    expect(offerAddressKey({ address: '1234 Rue Saint-Dénis', apartment: null, postalCode: 'H2X 1K4' })).toBe(
      offerAddressKey({ address: '1234 rue saint denis', apartment: null, postalCode: 'H2X 1K4' }),
    );
    expect(offerAddressKey({ address: '1234 rue St-Denis', apartment: '3', postalCode: 'H2X 1K4' })).not.toBe(home);
  });

  it('makes codes people can read aloud', () => {
    const code = newThankYouCode(new Uint8Array([0, 30, 31, 62, 200, 255]));
    expect(code).toMatch(THANK_YOU_CODE_PATTERN);
    expect(code).toBe('MERCI-2Z22G9'); // each byte modulo the 31 characters
    expect(() => newThankYouCode(new Uint8Array(5))).toThrow(RangeError);
  });
});
