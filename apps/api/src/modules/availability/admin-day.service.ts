import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { getSubServices, subServiceDurationMinutes } from '@hm/catalog';
import {
  addDays,
  BOOKING_TIME_ZONE,
  isProFreeAt,
  JOB_TRAVEL_BUFFER_MINUTES,
  SLOT_GRID_TIMES,
  wallClockToUtc,
  type AdminDayJobView,
  type AdminDayQuery,
  type AdminDayView,
  type SetDayCapacityRequest,
  type BookingStatus,
  type TimelineStatus,
} from '@hm/contracts';
import { qualifiedForJobSql, qualifiedProIdsSql } from '@hm/db';
import type { AppConfig } from '../../config/app-config.js';
import { AvailabilityCache } from './availability-cache.js';
import { ProAvailabilityRepository } from './pro-availability.repository.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';

/** The audit target of a change to a trade's day: "2026-12-01 · moving". */
const dayTarget = (key: AdminDayQuery) => ({
  type: 'day' as const,
  id: `${key.date}/${key.serviceId}`,
  label: `${key.date} · ${key.serviceId}`,
});

interface JobRow {
  id: string;
  sub_service_id: string;
  /** The assigned pro, or the one whose time a waiting booking holds (`held`). */
  professional_id: string;
  held: boolean;
  booking_number: string;
  scheduled_time: string;
  ends_at: Date | string;
  status: BookingStatus;
  timeline_status: TimelineStatus;
  /** Its pro holds now what its trade and value require (qualifiedForJobSql). */
  pro_qualified: boolean;
  /** The pros who may take it (qualifiedProIdsSql). */
  qualified_pro_ids: string[];
}

interface WaitingRow {
  id: string;
  booking_number: string;
  scheduled_time: string;
  sub_service_id: string;
  sub_service_name: string;
  postal_code: string;
  qualified_pro_ids: string[];
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The operators' day view (docs/booking-rules.md "Operators' day view"): one Montreal day of one
 * trade. Free times use the same test as the wizard and the assignment (isProFreeAt), without the
 * lead time: the operator sees the whole day, past hours included.
 */
@Injectable()
export class AdminDayService {
  private readonly jobsSql: string;
  private readonly waitingSql: string;

  constructor(
    private readonly em: EntityManager,
    private readonly pros: ProAvailabilityRepository,
    private readonly availability: AvailabilityCache,
    config: ConfigService<AppConfig, true>,
  ) {
    // The day's jobs of the trade's pros (whatever their trade), and the trade's assigned jobs whose
    // pro is no longer among them (a credential lapsed or went back to review, docs/verified-trades.md),
    // each with whether its pro may do it now and who else may take it: the one rule of every path that gives a job.
    const thresholdCents = config.get('credentials', { infer: true }).licensedJobValueCents;
    const qualified = qualifiedForJobSql('coalesce(b.professional_id, b.held_by_id)', 'b.service_id', {
      valueCents: 'b.price_cents',
      thresholdCents,
    });
    const qualifiedProIds = qualifiedProIdsSql('b', thresholdCents);
    this.jobsSql = `select b.id, coalesce(b.professional_id, b.held_by_id) as professional_id, b.professional_id is null as held,
        b.sub_service_id, b.booking_number, b.scheduled_time, b.ends_at, b.status, b.timeline_status, ${qualified} as pro_qualified,
        ${qualifiedProIds} as qualified_pro_ids
      from bookings b
      where b.scheduled_date = ?::date and b.status <> 'cancelled'
        and (coalesce(b.professional_id, b.held_by_id) = any(?::uuid[]) or (b.service_id = ? and b.professional_id is not null))
      order by b.scheduled_time, b.booking_number`;
    this.waitingSql = `select b.id, b.booking_number, b.scheduled_time, b.sub_service_id, b.sub_service_name, b.postal_code,
        ${qualifiedProIds} as qualified_pro_ids
      from bookings b
      where b.service_id = ? and b.scheduled_date = ?::date and b.status = 'pending' and b.professional_id is null
      order by b.scheduled_time, b.created_at, b.id`;
  }

  /** Sets the trade's cap for the day (docs/booking-rules.md "Moving Day"); the wizard's free times follow at once. */
  async setCapacity(operatorId: string, request: SetDayCapacityRequest): Promise<AdminDayView> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute(
        `insert into trade_day_capacities (service_id, day, max_bookings) values (?, ?::date, ?)
           on conflict (service_id, day) do update set max_bookings = excluded.max_bookings`,
        [request.serviceId, request.date, request.maxBookings],
      );
      await recordOperatorAction(tx, operatorId, {
        action: 'day_capacity_set',
        target: dayTarget(request),
        details: { maxBookings: request.maxBookings },
      });
    });
    this.availability.invalidate();
    return this.view(request);
  }

  /** Removes the trade's cap for the day: every free time can be booked again. */
  async removeCapacity(operatorId: string, query: AdminDayQuery): Promise<AdminDayView> {
    await this.em.fork().transactional(async (tx) => {
      await tx.execute('delete from trade_day_capacities where service_id = ? and day = ?::date', [query.serviceId, query.date]);
      await recordOperatorAction(tx, operatorId, { action: 'day_capacity_removed', target: dayTarget(query) });
    });
    this.availability.invalidate();
    return this.view(query);
  }

  async view(query: AdminDayQuery): Promise<AdminDayView> {
    const { date, serviceId } = query;
    const from = wallClockToUtc(date, '00:00', BOOKING_TIME_ZONE);
    const to = wallClockToUtc(addDays(date, 1), '00:00', BOOKING_TIME_ZONE);
    const candidates = (await this.pros.ofTrade({ serviceId, fromDate: date, from, to })).sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.userId.localeCompare(b.userId),
    );
    const em = this.em.fork();
    const ids = candidates.map((pro) => pro.userId);
    const [jobs, waiting, [cap]] = await Promise.all([
      em.execute<JobRow[]>(this.jobsSql, [date, `{${ids.join(',')}}`, serviceId]),
      em.execute<WaitingRow[]>(this.waitingSql, [serviceId, date]),
      em.execute<{ max_bookings: number | null; booked: number }[]>(
        `select (select max_bookings from trade_day_capacities where service_id = ? and day = ?::date) as max_bookings,
           (select count(*)::int from bookings where service_id = ? and scheduled_date = ?::date and status <> 'cancelled') as booked`,
        [serviceId, date, serviceId, date],
      ),
    ]);
    // Every sub-service has a duration (catalog.spec.ts); a bookable trade has sub-services.
    const shortest = Math.min(...getSubServices(serviceId).map((sub) => subServiceDurationMinutes(serviceId, sub.id) ?? Infinity));
    // The pros who may take a job (its trade and value, docs/verified-trades.md) free at its time, its
    // own time (assigned or held) not counted against anyone.
    const freeFor = (job: { id: string; sub_service_id: string; qualified_pro_ids: string[] }, time: string): string[] => {
      const duration = subServiceDurationMinutes(serviceId, job.sub_service_id) ?? shortest;
      return candidates
        .filter((pro) => job.qualified_pro_ids.includes(pro.userId))
        .map((pro) => ({ ...pro, busy: pro.busy.filter((taken) => taken.bookingId !== job.id) }))
        .filter((pro) => isProFreeAt(pro, date, time, duration, JOB_TRAVEL_BUFFER_MINUTES))
        .map((pro) => pro.userId);
    };
    // Pros suspended from the trade who still hold a job of it that day: shown for that job alone, never free.
    const listed = new Set(ids);
    const suspendedIds = [...new Set(jobs.map((job) => job.professional_id).filter((id) => !listed.has(id)))];
    const suspended = suspendedIds.length
      ? await em.execute<{ user_id: string; first_name: string; last_name: string }[]>(
          'select user_id, first_name, last_name from professionals where user_id = any(?::uuid[])',
          [`{${suspendedIds.join(',')}}`],
        )
      : [];
    const byName = (a: { firstName: string; lastName: string; id: string }, b: { firstName: string; lastName: string; id: string }) =>
      a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr') || a.id.localeCompare(b.id);
    const dayPros = [
      ...candidates.map((pro) => ({ id: pro.userId, firstName: pro.firstName, lastName: pro.lastName, candidate: pro })),
      ...suspended.map((row) => ({ id: row.user_id, firstName: row.first_name, lastName: row.last_name, candidate: null })),
    ].sort(byName);
    const pros = dayPros.map(({ candidate, ...pro }) => ({
      ...pro,
      jobs: jobs
        .filter((job) => job.professional_id === pro.id)
        .map((job): AdminDayJobView => ({
          bookingNumber: job.booking_number,
          scheduledTime: job.scheduled_time,
          endsAt: iso(job.ends_at),
          status: job.status,
          timelineStatus: job.timeline_status,
          held: job.held,
          // Another pro may take an assigned job that has not started: those free then.
          freeProIds:
            !job.held && job.timeline_status === 'pro_assigned' ? freeFor(job, job.scheduled_time).filter((id) => id !== pro.id) : [],
          proQualified: job.pro_qualified,
        })),
      freeTimes: candidate ? SLOT_GRID_TIMES.filter((time) => isProFreeAt(candidate, date, time, shortest, JOB_TRAVEL_BUFFER_MINUTES)) : [],
    }));
    const unassigned = waiting.map((row) => ({
      bookingNumber: row.booking_number,
      scheduledTime: row.scheduled_time,
      subServiceName: row.sub_service_name,
      postalCode: row.postal_code,
      freeProIds: freeFor(row, row.scheduled_time),
    }));
    return {
      date,
      serviceId,
      capacity: cap?.max_bookings == null ? null : { maxBookings: cap.max_bookings },
      booked: cap?.booked ?? 0,
      pros,
      unassigned,
    };
  }
}
