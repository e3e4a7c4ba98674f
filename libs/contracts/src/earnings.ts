// What a pro earns (docs/pricing-and-taxes.md "Earnings"): a job counts once it is paid; it earns
// its final invoice's work and materials (before taxes and before HomeMate's offer, which HomeMate
// pays), less HomeMate's commission (PLATFORM_COMMISSION_PERCENT, fixed on the job when its payment
// is recorded); tips are apart, all of them the pro's. A weekly statement per pro lists the jobs
// paid that week (Monday to Sunday, Montreal days; weekStartOf in pro-app.ts).

/** The default of the PLATFORM_COMMISSION_PERCENT setting. */
export const DEFAULT_PLATFORM_COMMISSION_PERCENT = 15;

/** HomeMate's commission on what a job earned, in whole cents, half up. */
export const commissionCents = (earnedCents: number, percent: number): number => Math.round((earnedCents * percent) / 100);

/** Whether `day` is a 'YYYY-MM-DD' Monday (a statement's week). */
export function isWeekStart(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && date.getUTCDay() === 1;
}

/** The Sunday that ends the week starting `weekStart`. */
export function weekEndOf(weekStart: string): string {
  const date = new Date(`${weekStart}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 6);
  return date.toISOString().slice(0, 10);
}

/** One paid job of a statement. */
export interface ProStatementLine {
  bookingNumber: string;
  subServiceName: string;
  /** 'YYYY-MM-DD', Montreal. */
  paidOn: string;
  /** The invoice's work and materials, before taxes and the offer. */
  earnedCents: number;
  commissionPercent: number;
  commissionCents: number;
  /** earned - commission. */
  netCents: number;
  tipCents: number;
  /** Paid directly: what the customer handed the pro (their total, taxes included, and the tip). */
  collectedCents: number;
}

/** GET /api/pro/statements/:weekStart: the jobs paid that week, with their totals. */
export interface ProWeeklyStatementView {
  weekStart: string;
  weekEnd: string;
  lines: ProStatementLine[];
  totals: {
    earnedCents: number;
    commissionCents: number;
    netCents: number;
    tipCents: number;
    collectedCents: number;
    /**
     * What HomeMate owes the pro for the week (positive) or the pro owes HomeMate (negative): their
     * net and tips, less what they collected directly (which includes the taxes HomeMate remits).
     */
    balanceCents: number;
  };
}

/** The statement's totals from its lines. */
export function statementTotals(lines: readonly ProStatementLine[]): ProWeeklyStatementView['totals'] {
  const sum = (pick: (line: ProStatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const netCents = sum((line) => line.netCents);
  const tipCents = sum((line) => line.tipCents);
  const collectedCents = sum((line) => line.collectedCents);
  return {
    earnedCents: sum((line) => line.earnedCents),
    commissionCents: sum((line) => line.commissionCents),
    netCents,
    tipCents,
    collectedCents,
    balanceCents: netCents + tipCents - collectedCents,
  };
}
