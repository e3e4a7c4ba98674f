import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingDetails, BookingStatus, Language, OfferKind, TimelineStatus } from '@hm/contracts';
import { bookingInsertStatement } from '@hm/db';
import { currentTraceCarrier } from '@hm/tracing';
import type { BookingReminderJob } from '@hm/queue';

/** Every column of a new booking row, as BookingsService decided them. */
export interface NewBooking extends BookingDetails {
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
  locale: Language;
  createdAt: Date;
  updatedAt: Date;
  /** The visit's time with its travel buffer (docs/booking-rules.md "Free slots"). */
  startsAt: Date;
  endsAt: Date;
  /** The free pro whose time the booking holds until one is assigned (docs/booking-rules.md). */
  heldById: string;
  /** The offer it is made with (docs/pricing-and-taxes.md "Offers"), or both null. */
  offerKind: OfferKind | null;
  offerPercent: number | null;
}

export interface NewBookingWrite {
  booking: NewBooking;
  /** HomeMate's first message on the booking. */
  message: { senderName: string; message: string; metadata: Record<string, unknown> };
  /** The reservation page's link, for the confirmation e-mail the worker writes from the stored booking. */
  reservationUrl: string;
  /** Claimed in the same statement; null when the request carried no Idempotency-Key. */
  idempotency: { key: string; requestHash: string } | null;
  /** The reminder 24 h before the visit (version 0); null when the visit is less than 24 h away. */
  reminder: { delayMs: number; job: BookingReminderJob } | null;
  /** What the offer's claim records (the welcome offer's phone and home, or the code); null without an offer. */
  offerClaim: { phoneKey: string | null; addressKey: string | null; code: string | null } | null;
}

/** The values of the booking's columns, in the order of BOOKING_INSERT_COLUMNS. */
function bookingValues(b: NewBooking): unknown[] {
  return [
    b.id,
    b.bookingNumber,
    b.userId,
    b.status,
    b.timelineStatus,
    b.serviceId,
    b.subServiceId,
    b.serviceOption,
    b.subServiceName,
    b.subServiceDescription,
    b.priceCents,
    b.priceKind,
    b.currency,
    b.scheduledDate,
    b.scheduledTime,
    b.firstName,
    b.lastName,
    b.email,
    b.phone,
    b.address,
    b.apartment,
    b.city,
    b.postalCode,
    b.description,
    b.accessNotes,
    b.parking,
    b.parkingNotes,
    b.locale,
    b.createdAt,
    b.updatedAt,
    b.startsAt,
    b.endsAt,
    b.heldById,
    b.offerKind,
    b.offerPercent,
  ];
}

const jsonOrNull = (value: object | null): string | null => (value === null ? null : JSON.stringify(value));

const WITH_KEY = bookingInsertStatement(true).sql;
const WITHOUT_KEY = bookingInsertStatement(false).sql;

/** The write side of bookings, in SQL; reads go through the ORM's Booking entity. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the booking, its first timeline event, its message and its confirmation and reminder jobs, and claims the
   * Idempotency-Key and the offer (a claim the offers' unique indexes refuse fails it all: see
   * isOfferTaken). False when the key was already claimed: then nothing was written. In `em`'s
   * transaction when given.
   */
  async insert(write: NewBookingWrite, em: EntityManager = this.em.fork()): Promise<boolean> {
    const { booking, message, reservationUrl, idempotency, reminder, offerClaim } = write;
    const claim = idempotency === null ? [booking.id] : [booking.userId, idempotency.key, idempotency.requestHash, booking.id];
    const rows = await em.execute<{ id: string }[]>(idempotency === null ? WITHOUT_KEY : WITH_KEY, [
      ...claim,
      // The request's id and trace go with the booking's jobs, as enqueueViaOutbox does for other jobs.
      jsonOrNull(currentTraceCarrier()),
      reminder !== null,
      ...bookingValues(booking),
      offerClaim?.phoneKey ?? null,
      offerClaim?.addressKey ?? null,
      offerClaim?.code ?? null,
      JSON.stringify(reminder?.job ?? null),
      reminder?.delayMs ?? 0,
      message.senderName,
      message.message,
      JSON.stringify(message.metadata),
      reservationUrl,
    ]);
    return rows.length === 1;
  }

  /** The request fingerprint and booking of a claimed key, or null. */
  async findClaim(userId: string, key: string): Promise<{ requestHash: string; bookingId: string } | null> {
    const [row] = await this.em
      .fork()
      .execute<{ request_hash: string; booking_id: string }[]>(
        'select request_hash, booking_id from idempotency_keys where user_id = ? and key = ?',
        [userId, key],
      );
    return row ? { requestHash: row.request_hash, bookingId: row.booking_id } : null;
  }
}
