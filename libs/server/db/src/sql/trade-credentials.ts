import { BOOKING_TIME_ZONE, TRADE_CREDENTIAL_RULES, type CredentialKind } from '@hm/contracts';

// The trade requirements table of libs/contracts (pro-credentials.ts) in SQL, written once: every
// path that offers or gives a job to a pro (the wizard's free times and the booking's candidates,
// the operators' day and waiting list, the pro's open jobs and accepting one, an assignment) adds
// this condition (docs/verified-trades.md). A credential counts when an operator verified it and its
// expiry day (Montreal) has not passed: an expired licence or insurance suspends the pro from the
// trades that require it without anything else to update.

/** Montreal's calendar day now, in SQL. */
const TODAY_SQL = `(now() at time zone '${BOOKING_TIME_ZONE}')::date`;

/** SQL: the pro `userId` (an expression) holds a valid credential of `kind`. */
export const validCredentialSql = (userId: string, kind: CredentialKind): string =>
  `exists (select 1 from pro_credentials c where c.user_id = ${userId} and c.kind = '${kind}' and c.status = 'verified'
     and (c.expires_on is null or c.expires_on >= ${TODAY_SQL}))`;

const allValid = (userId: string, kinds: readonly CredentialKind[]): string =>
  kinds.map((kind) => validCredentialSql(userId, kind)).join(' and ');

/**
 * SQL: the pro `userId` may take a job of `serviceId` (an expression). `job`: the job's value (an
 * expression, null for a quote) and LICENSED_JOB_VALUE_CENTS (a validated integer); without it (a
 * trade's area, whatever the job), only the credentials the trade always requires count.
 */
export function qualifiedForJobSql(userId: string, serviceId: string, job: { valueCents: string; thresholdCents: number } | null): string {
  if (job && !Number.isSafeInteger(job.thresholdCents)) throw new Error(`qualifiedForJobSql: ${job.thresholdCents} is not an integer`);
  const cases = Object.entries(TRADE_CREDENTIAL_RULES).flatMap(([trade, rule]) => {
    const always = rule.always ?? [];
    const above = job ? (rule.aboveJobValue ?? []) : [];
    const parts: string[] = [];
    if (always.length > 0) parts.push(`(${allValid(userId, always)})`);
    if (job && above.length > 0) parts.push(`(coalesce(${job.valueCents}, 0) <= ${job.thresholdCents} or (${allValid(userId, above)}))`);
    return parts.length > 0 ? [`when '${trade}' then ${parts.join(' and ')}`] : [];
  });
  return `(case ${serviceId} ${cases.join(' ')} else true end)`;
}

/**
 * SQL: the ids (text[]) of the approved pros of the booking `booking`'s trade (an alias of
 * `bookings`) who may take it, its price against `thresholdCents` (LICENSED_JOB_VALUE_CENTS): what
 * the operators are offered to assign, so their lists and the assignment (409 PRO_NOT_QUALIFIED)
 * cannot disagree.
 */
export const qualifiedProIdsSql = (booking: string, thresholdCents: number): string => `array(
  select pr.user_id::text from professionals pr
  where pr.status = 'approved' and ${booking}.service_id = any(pr.categories)
    and ${qualifiedForJobSql('pr.user_id', `${booking}.service_id`, { valueCents: `${booking}.price_cents`, thresholdCents })})`;
