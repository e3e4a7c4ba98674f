import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus, Language, TimelineStatus } from '@hm/contracts';
import type { BookingReminderJob, MailJob } from '@hm/queue';

/** Every column of a new booking row, as BookingsService decided them. */
export interface NewBooking {
  id: string;
  bookingNumber: string;
  userId: string;
  status: BookingStatus;
  timelineStatus: TimelineStatus;
  serviceId: string;
  subServiceId: string;
  serviceOption: string;
  subServiceName: string;
  subServiceDescription: string;
  priceCents: number | null;
  priceKind: 'from_hour' | 'from_job' | 'quote';
  currency: 'CAD';
  scheduledDate: string;
  scheduledTime: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment: string | null;
  city: string;
  postalCode: string;
  description: string | null;
  locale: Language;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewBookingWrite {
  booking: NewBooking;
  /** HomeMate's first message on the booking. */
  message: { senderName: string; message: string; metadata: Record<string, unknown> };
  /** The confirmation, for the worker's mail queue (see @hm/queue's outbox). */
  mail: MailJob;
  /** Claimed in the same statement; null when the request carried no Idempotency-Key. */
  idempotency: { key: string; requestHash: string } | null;
  /** The reminder 24 h before the visit (version 0); null when the visit is less than 24 h away. */
  reminder: { delayMs: number; job: BookingReminderJob } | null;
}

const BOOKING_COLUMNS = [
  'id', 'booking_number', 'user_id', 'status', 'timeline_status', 'service_id', 'sub_service_id', 'service_option',
  'sub_service_name', 'sub_service_description', 'price_cents', 'price_kind', 'currency', 'scheduled_date',
  'scheduled_time', 'first_name', 'last_name', 'email', 'phone', 'address', 'apartment', 'city', 'postal_code',
  'description', 'locale', 'created_at', 'updated_at',
] as const;

function bookingValues(b: NewBooking): unknown[] {
  return [
    b.id, b.bookingNumber, b.userId, b.status, b.timelineStatus, b.serviceId, b.subServiceId, b.serviceOption,
    b.subServiceName, b.subServiceDescription, b.priceCents, b.priceKind, b.currency, b.scheduledDate,
    b.scheduledTime, b.firstName, b.lastName, b.email, b.phone, b.address, b.apartment, b.city, b.postalCode,
    b.description, b.locale, b.createdAt, b.updatedAt,
  ];
}

// One statement writes the whole booking (PostgreSQL runs a statement atomically, so this is the
// use case's single transaction, in one round trip instead of eight). The first CTE claims the
// Idempotency-Key: when the key is taken, it returns no row, so nothing else is inserted; a
// concurrent holder of the key makes it wait until that holder commits or rolls back.
const CLAIM_KEY = `insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, ?, ?, ?)
  on conflict (user_id, key) do nothing returning booking_id`;
const NO_KEY = `select ?::uuid as booking_id`;
// The reminder's outbox id is drawn first so the booking can name its job (reminder_job_id).
const WRITE_BOOKING = (claim: string) => `
with claim as (${claim}),
reminder_id as (select nextval(pg_get_serial_sequence('outbox', 'id')) as id from claim where ?::boolean),
booking as (
  insert into bookings (${BOOKING_COLUMNS.join(', ')}, reminder_job_id)
  select ${BOOKING_COLUMNS.map(() => '?').join(', ')}, (select 'outbox-' || id from reminder_id) from claim
  returning id, created_at
),
event as (
  insert into booking_timeline_events (booking_id, status, note, created_at) select id, 'waiting_for_pro', '{"code":"booking_received"}'::jsonb, created_at from booking
),
reminder as (
  insert into outbox (id, queue, job_name, payload, delay_ms) select reminder_id.id, 'mail', 'bookingReminder', ?::jsonb, ?::int from reminder_id, booking
),
message as (
  insert into booking_messages (booking_id, sender_type, sender_name, message, metadata, created_at)
  select id, 'system', ?, ?, ?::jsonb, created_at from booking
),
mail as (
  insert into outbox (queue, job_name, payload) select 'mail', 'send', ?::jsonb from booking
)
select id from booking`;

/** The write side of bookings, in SQL; reads go through the ORM's Booking entity. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the booking, its first timeline event, its message and its mail (and claims the
   * Idempotency-Key). False when the key was already claimed: then nothing was written.
   */
  async insert(write: NewBookingWrite): Promise<boolean> {
    const { booking, message, mail, idempotency, reminder } = write;
    const claim = idempotency === null ? [NO_KEY, [booking.id]] as const : [CLAIM_KEY, [booking.userId, idempotency.key, idempotency.requestHash, booking.id]] as const;
    const rows = await this.em.fork().execute<{ id: string }[]>(WRITE_BOOKING(claim[0]), [
      ...claim[1],
      reminder !== null,
      ...bookingValues(booking),
      JSON.stringify(reminder?.job ?? null),
      reminder?.delayMs ?? 0,
      message.senderName,
      message.message,
      JSON.stringify(message.metadata),
      JSON.stringify(mail),
    ]);
    return rows.length === 1;
  }

  /** The request fingerprint and booking of a claimed key, or null. */
  async findClaim(userId: string, key: string): Promise<{ requestHash: string; bookingId: string } | null> {
    const [row] = await this.em
      .fork()
      .execute<{ request_hash: string; booking_id: string }[]>('select request_hash, booking_id from idempotency_keys where user_id = ? and key = ?', [userId, key]);
    return row ? { requestHash: row.request_hash, bookingId: row.booking_id } : null;
  }
}
