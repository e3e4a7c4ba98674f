// Verified, unexpired credentials of every kind (docs/verified-trades.md) for pros who must be offered
// regulated jobs at once: the demo pros, and the pros the test suites, benchmarks and fault tests make
// (what an operator's verification makes). Sample numbers in the right formats; the insurance runs two
// years from now. Left alone where the pro already has a credential of that kind.

/**
 * SQL giving the pros selected by `usersSelect` (a query of one column, their user ids; it may use
 * placeholders) a verified RBQ licence, CMMTQ and CMEQ memberships and a $2,000,000 liability insurance.
 */
export const verifiedCredentialsSql = (usersSelect: string): string => `
insert into pro_credentials (user_id, kind, status, number, subclasses, insurer, policy_number, coverage_cents, expires_on, reviewed_at)
select u.id, k.kind, 'verified',
  case k.kind when 'rbq' then '5678-1234-01' when 'cmmtq' then '40123' when 'cmeq' then '51234' end,
  case k.kind when 'rbq' then '{1.1.1,15.5,16}'::text[] else '{}'::text[] end,
  case k.kind when 'insurance' then 'Intact Assurance' end,
  case k.kind when 'insurance' then 'RC-2026-0042' end,
  case k.kind when 'insurance' then 200000000 end,
  case k.kind when 'insurance' then (now() + interval '2 years')::date end,
  now()
from (${usersSelect}) as u (id) cross join unnest(array['rbq', 'cmmtq', 'cmeq', 'insurance']) as k (kind)
on conflict do nothing`;
