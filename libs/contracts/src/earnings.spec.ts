import { commissionCents, isWeekStart, statementTotals, weekEndOf, type ProStatementLine } from './earnings.js';
import { weekStartOf } from './pro-app.js';

describe("a pro's earnings", () => {
  it("take HomeMate's commission in whole cents, half up", () => {
    expect(commissionCents(12_800, 15)).toBe(1_920);
    expect(commissionCents(12_345, 15)).toBe(1_852);
    expect(commissionCents(12_330, 15)).toBe(1_850);
    expect(commissionCents(10_000, 0)).toBe(0);
  });

  it('count weeks from Monday to Sunday', () => {
    expect(isWeekStart('2026-11-23')).toBe(true);
    expect(isWeekStart('2026-11-24')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('23/11/2026')).toBe(false);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekEndOf('2026-12-28')).toBe('2027-01-03');
  });

  it("sum a statement, and the balance is the pro's net and tips less what they collected", () => {
    const line = (earnedCents: number, tipCents: number, collectedCents: number): ProStatementLine => ({
      bookingNumber: 'HM-1',
      subServiceName: 'Leak repair',
      paidOn: '2026-11-27',
      earnedCents,
      commissionPercent: 15,
      commissionCents: commissionCents(earnedCents, 15),
      netCents: earnedCents - commissionCents(earnedCents, 15),
      tipCents,
      collectedCents,
    });
    // $128 of work and material with a $30 welcome offer: the customer paid $112.68 and a $15 tip.
    expect(statementTotals([line(12_800, 1_500, 12_768), line(10_000, 0, 11_498)])).toEqual({
      earnedCents: 22_800,
      commissionCents: 3_420,
      netCents: 19_380,
      tipCents: 1_500,
      collectedCents: 24_266,
      balanceCents: -3_386,
    });
    expect(statementTotals([])).toEqual({
      earnedCents: 0,
      commissionCents: 0,
      netCents: 0,
      tipCents: 0,
      collectedCents: 0,
      balanceCents: 0,
    });
  });
});
