import { maxTipCents, tipAmountOf, tipFromPercent, tipWindowEnd } from './tips.js';

describe('a tip', () => {
  it('is a percent of the subtotal before taxes, in whole cents rounded half up', () => {
    expect(tipFromPercent(9_000, 15)).toBe(1_350);
    expect(tipFromPercent(12_345, 10)).toBe(1_235);
    expect(tipFromPercent(12_345, 20)).toBe(2_469);
    expect(tipAmountOf({ percent: 20 }, 12_800)).toEqual({ amountCents: 2_560, percent: 20 });
  });

  it('or an amount from nothing (no tip) to the larger of $100 and the subtotal', () => {
    expect(maxTipCents(9_000)).toBe(10_000);
    expect(maxTipCents(45_000)).toBe(45_000);
    expect(tipAmountOf({ amountCents: 0 }, 9_000)).toEqual({ amountCents: 0, percent: null });
    expect(tipAmountOf({ amountCents: 10_000 }, 9_000)).toEqual({ amountCents: 10_000, percent: null });
    expect(tipAmountOf({ amountCents: 10_001 }, 9_000)).toBe('INVALID_TIP');
    expect(tipAmountOf({ amountCents: 45_000 }, 45_000)).toEqual({ amountCents: 45_000, percent: null });
  });

  it('refuses anything else', () => {
    for (const bad of [
      null,
      {},
      { percent: 12 },
      { percent: '10' },
      { amountCents: -1 },
      { amountCents: 1.5 },
      { percent: 10, amountCents: 100 },
    ])
      expect(tipAmountOf(bad, 9_000)).toBe('INVALID_TIP');
  });

  it('may be given for 72 hours after the completion', () => {
    expect(tipWindowEnd(new Date('2026-11-27T15:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
});
