import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getSubService, subServiceDurationMinutes } from '@hm/catalog';
import {
  addDays,
  AVAILABILITY_HORIZON_DAYS,
  availableSlots,
  bestPostalProximity,
  BOOKING_LEAD_TIME_MINUTES,
  BOOKING_TIME_ZONE,
  coveringServiceAreas,
  formatCanadianPostalCode,
  isProFreeAt,
  jobBusyInterval,
  JOB_TRAVEL_BUFFER_MINUTES,
  nextFreeSlots,
  POSTAL_PROXIMITIES,
  SLOT_TAKEN_ALTERNATIVES,
  todayInToronto,
  wallClockToUtc,
  type AvailabilityQuery,
  type AvailabilityView,
  type BusyInterval,
  type FreeSlot,
} from '@hm/contracts';
import type { CustomerAtBookingRow } from '@hm/db';
import { AvailabilityCache } from './availability-cache.js';
import { ProAvailabilityRepository, type CandidatePro, type CandidatesQuery } from './pro-availability.repository.js';

/** A job to place: its sub-service, where, and when (Montreal wall clock). */
export interface JobToPlace {
  serviceId: string;
  subServiceId: string;
  postalCode: string;
  scheduledDate: string;
  scheduledTime: string;
  /** A booking being moved: its own current time does not count against its pro. */
  bookingId?: string;
}

/**
 * The time the visit takes its pro (docs/booking-rules.md "Free slots"): from its start to the end of
 * the sub-service's duration plus the travel buffer. The DTOs checked the sub-service exists.
 */
export function visitRange(job: Pick<JobToPlace, 'serviceId' | 'subServiceId' | 'scheduledDate' | 'scheduledTime'>): BusyInterval {
  const duration = subServiceDurationMinutes(job.serviceId, job.subServiceId) ?? 0;
  return jobBusyInterval(job.scheduledDate, job.scheduledTime, duration, JOB_TRAVEL_BUFFER_MINUTES);
}

const proximityRank = (postalCode: string, pro: CandidatePro): number =>
  POSTAL_PROXIMITIES.indexOf(bestPostalProximity(postalCode, coveringServiceAreas(postalCode, pro.serviceAreaPrefixes)));

/** Free slots for the wizard, and the free pros a new or moved booking can hold. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly pros: ProAvailabilityRepository,
    private readonly cache: AvailabilityCache,
  ) {}

  /** The next AVAILABILITY_HORIZON_DAYS Montreal days of a sub-service at a postal code (cached a few seconds: availability-cache.ts). */
  view(query: AvailabilityQuery, now: Date = new Date()): Promise<AvailabilityView> {
    const postalCode = formatCanadianPostalCode(query.postalCode);
    return this.cache.read([query.serviceId, query.subServiceId, postalCode.replace(' ', '')], now, () =>
      this.compute({ ...query, postalCode }, now),
    );
  }

  private async compute(query: AvailabilityQuery, now: Date): Promise<AvailabilityView> {
    const { postalCode } = query;
    const today = todayInToronto(now);
    const candidates = await this.pros.candidates(null, {
      serviceId: query.serviceId,
      jobValueCents: getSubService(query.serviceId, query.subServiceId)?.priceCents ?? null,
      postalCode,
      fromDate: today,
      from: now,
      to: wallClockToUtc(addDays(today, AVAILABILITY_HORIZON_DAYS + 1), '00:00', BOOKING_TIME_ZONE),
    });
    const days = availableSlots(candidates, {
      durationMinutes: subServiceDurationMinutes(query.serviceId, query.subServiceId) ?? 0,
      bufferMinutes: JOB_TRAVEL_BUFFER_MINUTES,
      leadTimeMinutes: BOOKING_LEAD_TIME_MINUTES,
      now,
      days: AVAILABILITY_HORIZON_DAYS,
    });
    const capped = await this.pros.daysAtCapacity({
      serviceId: query.serviceId,
      fromDate: today,
      toDate: addDays(today, AVAILABILITY_HORIZON_DAYS - 1),
    });
    return {
      days: days.map((day) => (capped.has(day.date) ? { date: day.date, slots: [], full: true, capacityReached: true } : day)),
    };
  }

  /**
   * The pros free for the job at its time, best first: the nearest area (a pro of its FSA before one
   * of its district or region), then the one with the fewest jobs around it. Read in `em`'s
   * transaction when given.
   */
  async freeProsFor(em: EntityManager | null, job: JobToPlace): Promise<string[]> {
    return (await this.placement(em, job)).free;
  }

  /**
   * Where a new job stands, in one read of the pros: `served` when some approved pro of the trade
   * covers the postal code (the address check's rule), and the ones of them free then, best first.
   */
  async placement(em: EntityManager | null, job: JobToPlace): Promise<{ served: boolean; free: string[] }> {
    const query = candidatesQuery(job);
    return placementAmong(job, query.postalCode, await this.pros.candidates(em, query));
  }

  /**
   * What a new booking reads before it is written, in one round trip: its placement, whether the
   * trade's cap for the day is reached (null: the day has no cap), and the customer's row at booking
   * for the offers (CUSTOMER_AT_BOOKING_SQL of @hm/db; null when the account no longer exists).
   */
  async forNewBooking(
    job: JobToPlace,
    customer: { userId: string; phoneKey: string; addressKey: string },
  ): Promise<{ served: boolean; free: string[]; capReached: boolean | null; customer: CustomerAtBookingRow | null }> {
    const query = candidatesQuery(job);
    const reads = await this.pros.forNewBooking({ ...query, ...customer });
    return {
      ...placementAmong(job, query.postalCode, reads.candidates),
      capReached: reads.capReached,
      customer: reads.customer,
    };
  }

  /**
   * Whether the pro assigned to a booking is free at its (new) time: their schedule and their other
   * jobs only, whatever their trades and areas (an operator may have chosen them).
   */
  async isAssignedProFree(em: EntityManager, userId: string, job: JobToPlace): Promise<boolean> {
    const range = visitRange(job);
    const pro = await this.pros.pro(em, userId, {
      fromDate: job.scheduledDate,
      from: range.start,
      to: range.end,
      ignoreBookingId: job.bookingId,
    });
    const duration = subServiceDurationMinutes(job.serviceId, job.subServiceId) ?? 0;
    return pro !== null && isProFreeAt(pro, job.scheduledDate, job.scheduledTime, duration, JOB_TRAVEL_BUFFER_MINUTES);
  }

  /**
   * The trade's cap for the job's day (Moving Day), or null when the day has none: whether it is
   * booked, `job.bookingId` not counted. In a transaction with `lock`, the cap stays locked until
   * it commits, so two bookings racing for the last place cannot both take it.
   */
  dayCap(em: EntityManager, job: JobToPlace, lock = false): Promise<{ reached: boolean } | null> {
    return this.pros.dayCap(em, { serviceId: job.serviceId, date: job.scheduledDate, ignoreBookingId: job.bookingId }, lock);
  }

  /** The free times after the one asked for, proposed with SLOT_TAKEN. */
  async alternatives(job: JobToPlace, now: Date = new Date()): Promise<FreeSlot[]> {
    // Read afresh: the time was just found taken.
    const { days } = await this.compute({ ...job, postalCode: formatCanadianPostalCode(job.postalCode) }, now);
    return nextFreeSlots(days, job.scheduledDate, job.scheduledTime, SLOT_TAKEN_ALTERNATIVES);
  }
}

/** The candidates' read of a job (its postal code written 'H2X 1Y4'). */
function candidatesQuery(job: JobToPlace): CandidatesQuery {
  const range = visitRange(job);
  return {
    serviceId: job.serviceId,
    jobValueCents: getSubService(job.serviceId, job.subServiceId)?.priceCents ?? null,
    postalCode: formatCanadianPostalCode(job.postalCode),
    fromDate: job.scheduledDate,
    from: range.start,
    to: range.end,
    ignoreBookingId: job.bookingId,
  };
}

/**
 * Where a job stands among its candidates: `served` when there are some (the address check's rule),
 * and the ones free then, best first: the nearest area (a pro of its FSA before one of its district
 * or region), then the one with the fewest jobs around it.
 */
function placementAmong(job: JobToPlace, postalCode: string, candidates: CandidatePro[]): { served: boolean; free: string[] } {
  const duration = subServiceDurationMinutes(job.serviceId, job.subServiceId) ?? 0;
  const free = candidates
    .filter((pro) => isProFreeAt(pro, job.scheduledDate, job.scheduledTime, duration, JOB_TRAVEL_BUFFER_MINUTES))
    .sort((a, b) => proximityRank(postalCode, a) - proximityRank(postalCode, b) || a.busy.length - b.busy.length)
    .map((pro) => pro.userId);
  return { served: candidates.length > 0, free };
}
