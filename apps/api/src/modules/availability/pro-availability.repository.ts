import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_WEEKLY_HOURS, postalCodePrefixes, type BusyInterval, type ProAvailabilityInput } from '@hm/contracts';
import {
  bindNamed,
  candidatesStatement,
  newBookingReadsStatement,
  oneProStatement,
  pgArray,
  tradeProsStatement,
  type CustomerAtBookingRow,
  type ProCandidateRow,
} from '@hm/db';
import type { AppConfig } from '../../config/app-config.js';
import { weeklyHoursOfRows } from '../pro-app/pro-schedule.service.js';

/** A pro who could take the job, with what decides whether they are free. */
export interface CandidatePro extends ProAvailabilityInput {
  userId: string;
  firstName: string;
  lastName: string;
  serviceAreaPrefixes: string[];
}

/** A job to find candidates for: its trade, its postal code, its window and its value. */
export interface CandidatesQuery {
  serviceId: string;
  postalCode: string;
  fromDate: string;
  from: Date;
  to: Date;
  /** A booking being moved, whose own time does not count against its pro. */
  ignoreBookingId?: string;
  /** The job's value (its price, cents); null for a quote: above LICENSED_JOB_VALUE_CENTS some trades need more credentials. */
  jobValueCents: number | null;
}

/** Who could take a job, and when they are taken (docs/booking-rules.md "Free slots"). */
@Injectable()
export class ProAvailabilityRepository {
  // Candidates hold the credentials the job's trade requires (docs/verified-trades.md), above
  // LICENSED_JOB_VALUE_CENTS for some trades: a setting, written into the statements once.
  private readonly candidates$: ReturnType<typeof candidatesStatement>;
  private readonly newBooking$: ReturnType<typeof newBookingReadsStatement>;
  private readonly trade$ = tradeProsStatement();
  private readonly onePro$ = oneProStatement();

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    const threshold = config.get('credentials', { infer: true }).licensedJobValueCents;
    this.candidates$ = candidatesStatement(threshold);
    this.newBooking$ = newBookingReadsStatement(threshold);
  }

  /**
   * The candidates for a job of `serviceId` at `postalCode`, with their jobs over [from, to).
   */
  async candidates(em: EntityManager | null, query: CandidatesQuery): Promise<CandidatePro[]> {
    const { sql, parameters } = this.candidates$;
    const rows = await (em ?? this.em.fork()).execute<ProCandidateRow[]>(sql, bindNamed(parameters, candidateValues(query)));
    return rows.map(toCandidate);
  }

  /**
   * Everything a new booking reads before its insert, in one statement: the customer at booking
   * (null when the account is gone), whether the day's cap of the trade is reached (null: no cap),
   * and the candidates (as `candidates`).
   */
  async forNewBooking(query: CandidatesQuery & { userId: string; phoneKey: string; addressKey: string }): Promise<{
    customer: CustomerAtBookingRow | null;
    capReached: boolean | null;
    candidates: CandidatePro[];
  }> {
    const { sql, parameters } = this.newBooking$;
    const [row] = await this.em
      .fork()
      .execute<{ customer: CustomerAtBookingRow | null; cap_reached: boolean | null; pros: ProCandidateRow[] }[]>(
        sql,
        bindNamed(parameters, {
          ...candidateValues(query),
          user_id: query.userId,
          offer_phone_key: query.phoneKey,
          offer_address_key: query.addressKey,
          scheduled_date: query.fromDate,
        }),
      );
    return { customer: row!.customer, capReached: row!.cap_reached, candidates: row!.pros.map(toCandidate) };
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
      .execute<ProCandidateRow[]>(
        this.trade$.sql,
        bindNamed(this.trade$.parameters, { ...windowValues(query), categories: pgArray([query.serviceId]), service_id: query.serviceId }),
      );
    return rows.map(toCandidate);
  }

  /** One pro (by account), whatever their trades and areas: an assigned pro's own time. */
  async pro(
    em: EntityManager,
    userId: string,
    window: { fromDate: string; from: Date; to: Date; ignoreBookingId?: string },
  ): Promise<CandidatePro | null> {
    const rows = await em.execute<ProCandidateRow[]>(
      this.onePro$.sql,
      bindNamed(this.onePro$.parameters, { ...windowValues(window), user_id: userId }),
    );
    return rows[0] ? toCandidate(rows[0]) : null;
  }
}

/** The values of the pros' window: the days off from, the jobs' window, the booking not to count. */
function windowValues(window: { fromDate: string; from: Date; to: Date; ignoreBookingId?: string }): Record<string, unknown> {
  return {
    days_off_from: window.fromDate,
    window_from: window.from.toISOString(),
    window_to: window.to.toISOString(),
    ignore_booking_id: window.ignoreBookingId ?? null,
  };
}

function candidateValues(query: CandidatesQuery): Record<string, unknown> {
  return {
    ...windowValues(query),
    categories: pgArray([query.serviceId]),
    prefixes: pgArray(postalCodePrefixes(query.postalCode)),
    service_id: query.serviceId,
    job_value_cents: query.jobValueCents,
  };
}

function toCandidate(row: ProCandidateRow): CandidatePro {
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
