import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config.js';
import { PAYMENT_JSON_SQL, TIP_JSON_SQL, paymentOfRow, tipOfRow } from '../bookings/money-sql.js';
import {
  allowedProActions,
  bestPostalProximity,
  coveringServiceAreas,
  postalArea,
  POSTAL_PROXIMITIES,
  PRO_OPEN_JOBS_LIMIT,
  type BookingStatus,
  type ParkingOption,
  type ProAssignedJobView,
  type ProJobView,
  type ProJobMoneyView,
  type TimelineStatus,
} from '@hm/contracts';
import { coversPostalCodeSql, qualifiedForJobSql } from '@hm/db';

type Row = Record<string, unknown>;

// What any pro offered the job may see; the contact columns are only selected for the assignee.
const JOB_COLUMNS = `b.booking_number, b.status, b.timeline_status, b.service_id, b.sub_service_id, b.sub_service_name,
  b.scheduled_date::text as scheduled_date, b.scheduled_time, b.price_cents, b.price_kind, b.currency, b.postal_code, b.city,
  b.estimated_arrival`;
const CONTACT_COLUMNS = `b.first_name, b.last_name, b.phone, b.email, b.address, b.apartment, b.description, b.access_notes,
  b.parking, b.parking_notes,
  (select json_build_object('invoiceStatus', i.status, 'collectCents', i.total_cents, 'offerCents', i.discount_cents,
     'payment', ${PAYMENT_JSON_SQL}, 'tip', ${TIP_JSON_SQL},
     'byCard', exists (select 1 from booking_cards bc where bc.booking_id = b.id))
   from booking_invoices i where i.booking_id = b.id) as money`;

/** An open job: waiting for a pro, nobody assigned. */
const OPEN = `b.status = 'pending' and b.timeline_status = 'waiting_for_pro' and b.professional_id is null`;

// A job for the pro: in one of their categories and a postal code one of their areas covers
// (docs/pros.md), and the pro holds the credentials its trade and value require
// (docs/verified-trades.md); a pro outside the area or without them never sees it, nor can take it.
const forPro = (thresholdCents: number) =>
  `b.service_id = any(pr.categories) and ${coversPostalCodeSql('pr.service_area_prefixes', 'b.postal_code')}
   and ${qualifiedForJobSql('pr.user_id', 'b.service_id', { valueCents: 'b.price_cents', thresholdCents })}`;

// Not when the pro's own time is taken then (one pro, one job at a time, docs/booking-rules.md):
// a job of theirs, or another waiting job that holds them, overlaps it.
const PRO_FREE_THEN = `(b.starts_at is null or not exists (
  select 1 from bookings o
  where coalesce(o.professional_id, o.held_by_id) = pr.user_id and o.id <> b.id
    and o.starts_at is not null and o.status in ('pending', 'confirmed', 'in_progress')
    and tstzrange(o.starts_at, o.ends_at) && tstzrange(b.starts_at, b.ends_at)))`;

// Offered = open, for the caller (their professionals row, approved), at a time they are free.
const openJobsSql = (forProSql: string) => `
select ${JOB_COLUMNS}, pr.service_area_prefixes
from professionals pr
join bookings b on ${forProSql} and ${OPEN} and ${PRO_FREE_THEN}
where pr.user_id = ? and pr.status = 'approved'
order by b.scheduled_date, b.scheduled_time, b.created_at
limit 1000`;

// Finished or cancelled jobs after the ones still to do; those by soonest, the rest newest first.
const MY_JOBS_SQL = `
select ${JOB_COLUMNS}, ${CONTACT_COLUMNS}, pr.service_area_prefixes
from bookings b
left join professionals pr on pr.user_id = b.professional_id
where b.professional_id = ?
order by (b.status in ('completed', 'cancelled')), 
  case when b.status in ('completed', 'cancelled') then null else b.scheduled_date end,
  case when b.status in ('completed', 'cancelled') then null else b.scheduled_time end,
  b.updated_at desc
limit 200`;

const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function toJob(row: Row): ProJobView {
  const state = { status: row.status as BookingStatus, timelineStatus: row.timeline_status as TimelineStatus };
  const prefixes = (row.service_area_prefixes as string[] | null) ?? [];
  return {
    bookingNumber: row.booking_number as string,
    ...state,
    serviceId: row.service_id as string,
    subServiceId: row.sub_service_id as string,
    subServiceName: row.sub_service_name as string,
    scheduledDate: row.scheduled_date as string,
    scheduledTime: row.scheduled_time as string,
    priceCents: row.price_cents as number | null,
    priceKind: row.price_kind as ProJobView['priceKind'],
    currency: 'CAD',
    area: { fsa: postalArea(row.postal_code as string), city: row.city as string },
    proximity: bestPostalProximity(row.postal_code as string, coveringServiceAreas(row.postal_code as string, prefixes)),
    allowedActions: allowedProActions(state, row.scheduled_date as string),
    estimatedArrival: row.estimated_arrival ? date(row.estimated_arrival).toISOString() : null,
  };
}

/** The job's money as json_build_object gives it (its instants as PostgreSQL writes them). */
function moneyOf(money: ProJobMoneyView | null): ProJobMoneyView | null {
  if (!money) return null;
  return { ...money, payment: paymentOfRow(money.payment), tip: tipOfRow(money.tip) };
}

function toAssignedJob(row: Row): ProAssignedJobView {
  return {
    ...toJob(row),
    customer: {
      firstName: row.first_name as string,
      lastName: row.last_name as string,
      phone: row.phone as string,
      email: row.email as string,
      address: row.address as string,
      apartment: row.apartment as string | null,
      city: row.city as string,
      postalCode: row.postal_code as string,
      description: row.description as string | null,
      accessNotes: row.access_notes as string | null,
      parking: row.parking as ParkingOption | null,
      parkingNotes: row.parking_notes as string | null,
    },
    money: moneyOf(row.money as ProJobMoneyView | null),
  };
}

/** Reads of the pro app, in SQL: every query is scoped to the calling pro. */
@Injectable()
export class ProJobsRepository {
  private readonly forPro: string;
  private readonly openJobsSql: string;

  constructor(
    private readonly em: EntityManager,
    config: ConfigService<AppConfig, true>,
  ) {
    this.forPro = forPro(config.get('credentials', { infer: true }).licensedJobValueCents);
    this.openJobsSql = openJobsSql(this.forPro);
  }

  /** Open jobs in the pro's categories, nearest postal-code area first (contracts professionals.ts), then soonest. */
  async openJobs(userId: string): Promise<ProJobView[]> {
    const rows = await this.em.fork().execute<Row[]>(this.openJobsSql, [userId]);
    const rank = (job: ProJobView) => POSTAL_PROXIMITIES.indexOf(job.proximity);
    // The SQL order (soonest first) is kept within one proximity: Array.prototype.sort is stable.
    return rows
      .map(toJob)
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, PRO_OPEN_JOBS_LIMIT);
  }

  /** One open job offered to the pro, or null. */
  async openJob(userId: string, bookingNumber: string): Promise<ProJobView | null> {
    const [row] = await this.em.fork().execute<Row[]>(
      `select ${JOB_COLUMNS}, pr.service_area_prefixes from professionals pr
       join bookings b on ${this.forPro} and ${OPEN}
       where pr.user_id = ? and pr.status = 'approved' and b.booking_number = ?`,
      [userId, bookingNumber],
    );
    return row ? toJob(row) : null;
  }

  /**
   * Whether a booking of one of the pro's categories, in their areas, exists at all (open or not):
   * tells "someone else took it" (409) from "not a job for you" (404) without revealing other
   * categories or areas.
   */
  async inCategories(userId: string, bookingNumber: string): Promise<{ professionalId: string | null } | null> {
    const [row] = await this.em.fork().execute<Row[]>(
      `select b.professional_id from professionals pr join bookings b on ${this.forPro}
       where pr.user_id = ? and pr.status = 'approved' and b.booking_number = ?`,
      [userId, bookingNumber],
    );
    return row ? { professionalId: row.professional_id as string | null } : null;
  }

  async myJobs(userId: string): Promise<ProAssignedJobView[]> {
    const rows = await this.em.fork().execute<Row[]>(MY_JOBS_SQL, [userId]);
    return rows.map(toAssignedJob);
  }

  async myJob(userId: string, bookingNumber: string): Promise<ProAssignedJobView | null> {
    const [row] = await this.em.fork().execute<Row[]>(
      `select ${JOB_COLUMNS}, ${CONTACT_COLUMNS}, pr.service_area_prefixes from bookings b
       left join professionals pr on pr.user_id = b.professional_id
       where b.booking_number = ? and b.professional_id = ?`,
      [bookingNumber, userId],
    );
    return row ? toAssignedJob(row) : null;
  }
}
