import { ACTIVE_PRO_SQL } from './active-pros.js';
import { CUSTOMER_AT_BOOKING_SQL } from './customer-at-booking.js';
import { withNamedParameters } from './named-parameters.js';
import { qualifiedForJobSql } from './trade-credentials.js';

// Who could take a job, and when they are taken (docs/booking-rules.md "Free slots"), shared by the
// API and the create-booking benchmark (which has pgbench run the very statements a booking sends).
//
// The approved pros `pr` matching `which`, each with their weekly hours, their days off from
// :days_off_from, and the jobs that take their time (assigned to them, or waiting and held by them)
// in [:window_from, :window_to), but :ignore_booking_id: the jobs of the exclusion constraint of
// Migration0019ProTimeHolds, read by bookings_taken_by_starts_at_index (a job lasts less than a
// day, so one that meets the window starts at most a day before it).
const prosSql = (which: string): string => `
select pr.user_id, pr.first_name, pr.last_name, pr.service_area_prefixes,
  exists (select 1 from pro_schedules s where s.user_id = pr.user_id) as saved,
  coalesce((select json_agg(json_build_object('weekday', h.weekday, 'start', h.start_minute, 'end', h.end_minute))
    from pro_working_hours h where h.user_id = pr.user_id), '[]') as hours,
  coalesce((select json_agg(json_build_object('from', to_char(d.first_day, 'YYYY-MM-DD'), 'to', to_char(d.last_day, 'YYYY-MM-DD')))
    from pro_days_off d where d.user_id = pr.user_id and d.last_day >= :days_off_from::date), '[]') as days_off,
  coalesce((select json_agg(json_build_array(b.starts_at, b.ends_at, b.id))
    from bookings b
    where coalesce(b.professional_id, b.held_by_id) = pr.user_id
      and b.starts_at is not null and b.status in ('pending', 'confirmed', 'in_progress')
      and b.starts_at > :window_from::timestamptz - interval '1 day' and b.starts_at < :window_to::timestamptz
      and b.ends_at > :window_from::timestamptz
      and b.id is distinct from :ignore_booking_id::uuid), '[]') as busy
from professionals pr
where ${which}
order by pr.user_id`;

/** The row of one pro (prosSql). */
export interface ProCandidateRow {
  user_id: string;
  first_name: string;
  last_name: string;
  service_area_prefixes: string[];
  saved: boolean;
  hours: { weekday: number; start: number; end: number }[];
  days_off: { from: string; to: string }[];
  busy: [string, string, string][];
}

/**
 * The candidates for a job: the active pros of the trade (:categories, a one-element text[]) whose
 * areas cover the postal code (:prefixes, its 1 to 3 character prefixes) and who hold the
 * credentials the trade requires for the job's value (docs/verified-trades.md; :service_id,
 * :job_value_cents, null for a quote), `thresholdCents` being LICENSED_JOB_VALUE_CENTS.
 */
const candidatesSql = (thresholdCents: number): string => {
  const qualified = `(select ${qualifiedForJobSql('pr.user_id', 'q.service_id', { valueCents: 'q.value_cents', thresholdCents })}
      from (select :service_id::text as service_id, :job_value_cents::bigint as value_cents) as q)`;
  return prosSql(
    `${ACTIVE_PRO_SQL} and pr.categories @> :categories::text[] and pr.service_area_prefixes && :prefixes::text[] and ${qualified}`,
  );
};

export const candidatesStatement = (thresholdCents: number) => withNamedParameters(candidatesSql(thresholdCents));

/** The active pros of a trade (:categories) holding the credentials its every job requires (:service_id), whatever their areas. */
export const tradeProsStatement = () =>
  withNamedParameters(
    prosSql(
      `${ACTIVE_PRO_SQL} and pr.categories @> :categories::text[] and ${qualifiedForJobSql('pr.user_id', ':service_id::text', null)}`,
    ),
  );

/** One pro (:user_id), whatever their trades and areas: an assigned pro's own time. */
export const oneProStatement = () => withNamedParameters(prosSql('pr.user_id = :user_id'));

/**
 * Everything a new booking reads before its insert, in one round trip (one row): the customer
 * (CUSTOMER_AT_BOOKING_SQL as JSON, null when the account is gone), whether the trade's cap for the
 * day (:service_id, :scheduled_date; trade_day_capacities) is reached (null: no cap), and the
 * candidates (candidatesSql, as a JSON array).
 */
export const newBookingReadsStatement = (thresholdCents: number) =>
  withNamedParameters(`
select
  (select row_to_json(c) from (${CUSTOMER_AT_BOOKING_SQL}) as c) as customer,
  (select (select count(*) from bookings b
           where b.service_id = t.service_id and b.scheduled_date = t.day and b.status <> 'cancelled') >= t.max_bookings
   from trade_day_capacities t where t.service_id = :service_id and t.day = :scheduled_date::date) as cap_reached,
  coalesce((select json_agg(p) from (${candidatesSql(thresholdCents)}) as p), '[]') as pros`);
