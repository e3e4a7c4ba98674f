import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_WEEKLY_HOURS, postalCodePrefixes, type BusyInterval, type DaysOffRange, type ProAvailabilityInput } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { ACTIVE_PRO_SQL } from '../service-areas/service-area-sql.js';
import { qualifiedForJobSql } from '../service-areas/trade-credentials-sql.js';
import { weeklyHoursOfRows } from '../pro-app/pro-schedule.service.js';

/** A pro who could take the job, with what decides whether they are free. */
export interface CandidatePro extends ProAvailabilityInput {
  userId: string;
  firstName: string;
  lastName: string;
  serviceAreaPrefixes: string[];
}

interface Row {
  user_id: string;
  first_name: string;
  last_name: string;
  service_area_prefixes: string[];
  saved: boolean;
  hours: { weekday: number; start: number; end: number }[];
  days_off: DaysOffRange[];
  busy: [string, string, string][];
}

/** pg array literal of plain tokens (catalogue ids, postal prefixes). */
const pgArray = (values: readonly string[]): string => `{${values.join(',')}}`;

// The approved pros of the service whose areas cover the postal code (the indexed service-area
// test), each with their weekly hours, their days off from `from`, and the jobs that take their
// time (assigned to them, or waiting and held by them) between `from` and `to`: the jobs of the
// exclusion constraint of Migration0019ProTimeHolds, read by bookings_taken_by_starts_at_index (a
// job lasts less than a day, so one that meets the window starts at most a day before it).
const prosSql = (which: string): string => `
select pr.user_id, pr.first_name, pr.last_name, pr.service_area_prefixes,
  exists (select 1 from pro_schedules s where s.user_id = pr.user_id) as saved,
  coalesce((select json_agg(json_build_object('weekday', h.weekday, 'start', h.start_minute, 'end', h.end_minute))
    from pro_working_hours h where h.user_id = pr.user_id), '[]') as hours,
  coalesce((select json_agg(json_build_object('from', to_char(d.first_day, 'YYYY-MM-DD'), 'to', to_char(d.last_day, 'YYYY-MM-DD')))
    from pro_days_off d where d.user_id = pr.user_id and d.last_day >= ?::date), '[]') as days_off,
  coalesce((select json_agg(json_build_array(b.starts_at, b.ends_at, b.id))
    from bookings b
    where coalesce(b.professional_id, b.held_by_id) = pr.user_id
      and b.starts_at is not null and b.status in ('pending', 'confirmed', 'in_progress')
      and b.starts_at > ?::timestamptz - interval '1 day' and b.starts_at < ?::timestamptz and b.ends_at > ?::timestamptz
      and b.id is distinct from ?::uuid), '[]') as busy
from professionals pr
where ${which}
order by pr.user_id`;

const ONE_PRO_SQL = prosSql('pr.user_id = ?');

/** Who could take a job, and when they are taken (docs/booking-rules.md "Free slots"). */
@Injectable()
export class ProAvailabilityRepository {
  // Candidates hold the credentials the job's trade requires (docs/verified-trades.md): the service id
  // and the job's value are bound after the categories (and areas).
  private readonly candidatesSql: string;
  private readonly tradeSql: string;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    const threshold = config.get('credentials', { infer: true }).licensedJobValueCents;
    // The job's service and value are bound once, whatever the number of trades that read them.
    const qualified = `(select ${qualifiedForJobSql('pr.user_id', 'q.service_id', { valueCents: 'q.value_cents', thresholdCents: threshold })}
      from (select ?::text as service_id, ?::bigint as value_cents) as q)`;
    this.candidatesSql = prosSql(
      `${ACTIVE_PRO_SQL} and pr.categories @> ?::text[] and pr.service_area_prefixes && ?::text[] and ${qualified}`,
    );
    this.tradeSql = prosSql(`${ACTIVE_PRO_SQL} and pr.categories @> ?::text[] and ${qualifiedForJobSql('pr.user_id', '?::text', null)}`);
  }

  /**
   * The candidates for a job of `serviceId` at `postalCode`, with their jobs over [from, to).
   * `ignoreBookingId`: a booking being moved, whose own time does not count against its pro.
   */
  async candidates(
    em: EntityManager | null,
    query: {
      serviceId: string;
      postalCode: string;
      fromDate: string;
      from: Date;
      to: Date;
      ignoreBookingId?: string;
      /** The job's value (its price, cents); null for a quote: above LICENSED_JOB_VALUE_CENTS some trades need more credentials. */
      jobValueCents: number | null;
    },
  ): Promise<CandidatePro[]> {
    const rows = await (em ?? this.em.fork()).execute<Row[]>(this.candidatesSql, [
      ...windowParameters(query),
      pgArray([query.serviceId]),
      pgArray(postalCodePrefixes(query.postalCode)),
      query.serviceId,
      query.jobValueCents,
    ]);
    return rows.map(toCandidate);
  }

  /**
   * The days from `fromDate` to `toDate` on which the trade's cap is booked (trade_day_capacities):
   * its bookings that day that are not cancelled reach the cap (the wizard's read; a booking or a
   * move checks its own day with dayCap).
   */
  async daysAtCapacity(query: { serviceId: string; fromDate: string; toDate: string }): Promise<Set<string>> {
    const rows = await this.em.fork().execute<{ day: string }[]>(
      `select to_char(c.day, 'YYYY-MM-DD') as day from trade_day_capacities c
       where c.service_id = ? and c.day between ?::date and ?::date
         and (select count(*) from bookings b
              where b.service_id = c.service_id and b.scheduled_date = c.day and b.status <> 'cancelled') >= c.max_bookings`,
      [query.serviceId, query.fromDate, query.toDate],
    );
    return new Set(rows.map((row) => row.day));
  }

  /**
   * The trade's cap for one day, or null when it has none: whether its bookings that are not
   * cancelled (but `ignoreBookingId`) reach it. With `lock`, in `em`'s transaction, the cap's row is
   * locked first, so bookings of a capped day are counted and written one after the other.
   */
  async dayCap(
    em: EntityManager,
    query: { serviceId: string; date: string; ignoreBookingId?: string },
    lock: boolean,
  ): Promise<{ reached: boolean } | null> {
    const [cap] = await em.execute<{ max_bookings: number }[]>(
      `select max_bookings from trade_day_capacities where service_id = ? and day = ?::date${lock ? ' for update' : ''}`,
      [query.serviceId, query.date],
    );
    if (!cap) return null;
    const [count] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from bookings
       where service_id = ? and scheduled_date = ?::date and status <> 'cancelled' and id is distinct from ?::uuid`,
      [query.serviceId, query.date, query.ignoreBookingId ?? null],
    );
    return { reached: count!.n >= cap.max_bookings };
  }

  /**
   * The approved pros of `serviceId` holding the credentials its every job requires, whatever their
   * areas, with their jobs over [from, to) (the operators' day view).
   */
  async ofTrade(query: { serviceId: string; fromDate: string; from: Date; to: Date }): Promise<CandidatePro[]> {
    const rows = await this.em
      .fork()
      .execute<Row[]>(this.tradeSql, [...windowParameters(query), pgArray([query.serviceId]), query.serviceId]);
    return rows.map(toCandidate);
  }

  /** One pro (by account), whatever their trades and areas: an assigned pro's own time. */
  async pro(
    em: EntityManager,
    userId: string,
    window: { fromDate: string; from: Date; to: Date; ignoreBookingId?: string },
  ): Promise<CandidatePro | null> {
    const rows = await em.execute<Row[]>(ONE_PRO_SQL, [...windowParameters(window), userId]);
    return rows[0] ? toCandidate(rows[0]) : null;
  }
}

/** The placeholders prosSql starts with: the days off from, the jobs' window, the booking not to count. */
function windowParameters(window: { fromDate: string; from: Date; to: Date; ignoreBookingId?: string }): unknown[] {
  const from = window.from.toISOString();
  return [window.fromDate, from, window.to.toISOString(), from, window.ignoreBookingId ?? null];
}

function toCandidate(row: Row): CandidatePro {
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    serviceAreaPrefixes: row.service_area_prefixes,
    weeklyHours: row.saved ? weeklyHoursOfRows(row.hours) : structuredClone(DEFAULT_WEEKLY_HOURS),
    daysOff: row.days_off,
    busy: row.busy.map(([start, end, bookingId]): BusyInterval => ({ start: new Date(start), end: new Date(end), bookingId })),
  };
}
