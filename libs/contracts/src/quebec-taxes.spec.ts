import { describe, expect, it } from '@jest/globals';
import { quebecTaxBreakdown } from './quebec-taxes.js';

describe('quebecTaxBreakdown', () => {
  it('itemises GST 5 % and QST 9.975 % on the subtotal, as a Quebec invoice does', () => {
    // $100.00: GST $5.00, QST $9.98 (9.975 rounded), total $114.98.
    expect(quebecTaxBreakdown(10_000)).toEqual({ subtotalCents: 10_000, gstCents: 500, qstCents: 998, totalCents: 11_498 });
  });

  it('charges the QST on the subtotal, not on the subtotal plus GST', () => {
    // On $120.00 + GST the QST would be $12.57; on the subtotal it is $11.97.
    expect(quebecTaxBreakdown(12_000).qstCents).toBe(1197);
  });

  it.each([
    // [subtotal, GST, QST]: each line rounded to the nearest cent on its own.
    [2500, 125, 249], // 249.375
    [6000, 300, 599], // 598.5 rounds up
    [9000, 450, 898], // 897.75
    [1, 0, 0],
    [10, 1, 1], // 0.5 and 0.9975
    [30, 2, 3], // 1.5 rounds up, 2.9925
  ])('%i cents: GST %i, QST %i', (subtotal, gst, qst) => {
    const breakdown = quebecTaxBreakdown(subtotal);
    expect(breakdown.gstCents).toBe(gst);
    expect(breakdown.qstCents).toBe(qst);
    expect(breakdown.totalCents).toBe(subtotal + gst + qst);
  });

  it('rounds a half cent up and taxes nothing on zero', () => {
    expect(quebecTaxBreakdown(70).gstCents).toBe(4);
    expect(quebecTaxBreakdown(0)).toEqual({ subtotalCents: 0, gstCents: 0, qstCents: 0, totalCents: 0 });
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => quebecTaxBreakdown(-1)).toThrow(RangeError);
    expect(() => quebecTaxBreakdown(10.5)).toThrow(RangeError);
    expect(() => quebecTaxBreakdown(Number.NaN)).toThrow(RangeError);
  });
});
