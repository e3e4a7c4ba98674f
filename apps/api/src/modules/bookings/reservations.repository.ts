import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceRow } from './final-invoices.js';
import { CARD_PAYMENT_JSON_SQL, PAYMENT_JSON_SQL, TIP_JSON_SQL, cardPaymentOfRow, paymentOfRow, tipOfRow } from './money-sql.js';
import type {
  LateFeeView,
  BookingMessageView,
  BookingNote,
  BookingStatus,
  Language,
  MessageSenderType,
  MessageTranslationView,
  OfferKind,
  PaymentView,
  ParkingOption,
  ReceiptView,
  CardPaymentView,
  TimelineEventStatus,
  TimelineEventView,
  ThankYouCode,
  TimelineStatus,
  TipView,
} from '@hm/contracts';
import type { BookingRecord } from './booking.view.js';
import type { PublicCredentialView } from '@hm/contracts';
import { publicCredentialsJsonSql, toPublicCredentials } from '../pro-credentials/public-credentials.js';

/** A booking as the reservation page needs it: its columns, the professional's card and the review. */
export interface ReservationRecord extends BookingRecord {
  userId: string;
  professionalId: string | null;
  estimatedArrival: Date | null;
  /** Set once cancelled, with who did it (the timeline's cancellation event). */
  cancellation: { at: Date; by: 'customer' | 'admin' } | null;
  professional: {
    id: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    photoPath: string | null;
    /** The verified, unexpired credentials customers see (docs/verified-trades.md). */
    credentials: PublicCredentialView[];
  } | null;
  review: { rating: number; comment: string; createdAt: Date } | null;
  /** The late-change fees the customer accepted (booking_late_fees), oldest first; absent on a booking just made. */
  lateFees?: LateFeeView[];
  /** The thank-you code this booking earned (its customer's first completed job); absent on a booking just made. */
  thankYouCode?: ThankYouCode | null;
  /** The final invoice recorded with the completion; absent on a booking just made. */
  invoice?: InvoiceRow | null;
  /** How and when it was paid, once the pro recorded it; absent on a booking just made. */
  payment?: PaymentView | null;
  /** The job's tip once given; absent on a booking just made. */
  tip?: TipView | null;
  /** The saved card and the job's charge; absent on a booking just made. */
  cardPayment?: CardPaymentView | null;
  /** The receipt once issued; absent on a booking just made. */
  receipt?: ReceiptView | null;
}

// One indexed lookup (bookings_booking_number_unique, then two primary keys). Exported for the
// EXPLAIN test.
export const RESERVATION_SQL = `
select b.id, b.booking_number, b.user_id, b.status, b.timeline_status, b.service_id, b.sub_service_id, b.service_option,
       b.sub_service_name, b.sub_service_description, b.price_cents, b.price_kind, b.currency, b.scheduled_date::text as scheduled_date,
       b.scheduled_time, b.first_name, b.last_name, b.email, b.phone, b.address, b.apartment, b.city, b.postal_code,
       b.description, b.access_notes, b.parking, b.parking_notes, b.locale, b.professional_id, b.estimated_arrival,
       b.cancelled_at, b.created_at, b.updated_at, b.offer_kind, b.offer_percent,
       (select json_build_object('code', o.code, 'percent', o.percent) from offer_codes o where o.earned_by_booking_id = b.id) as thank_you_code,
       (select row_to_json(i) from booking_invoices i where i.booking_id = b.id) as invoice,
       ${PAYMENT_JSON_SQL} as payment,
       ${TIP_JSON_SQL} as tip,
       (select json_build_object('number', rc.number, 'version', rc.version, 'issuedAt', coalesce(rc.reissued_at, rc.issued_at))
          from receipts rc where rc.booking_id = b.id) as receipt,
       ${CARD_PAYMENT_JSON_SQL} as card_payment,
       (select e.note->>'by' from booking_timeline_events e
         where e.booking_id = b.id and e.status = 'cancelled' order by e.created_at desc limit 1) as cancelled_by,
       p.first_name as pro_first_name, p.last_name as pro_last_name, coalesce(p.phone, pp.phone) as pro_phone, pp.photo_path as pro_photo_path,
       case when b.professional_id is not null then ${publicCredentialsJsonSql('b.professional_id')} end as pro_credentials,
       r.rating as review_rating, r.comment as review_comment, r.created_at as review_created_at,
       (select coalesce(json_agg(json_build_object('kind', f.kind, 'amountCents', f.amount_cents, 'createdAt', f.created_at,
          'charge', (select json_build_object('status', cc.status, 'amountCents', cc.amount_cents, 'payUrl', cc.pay_url)
                       from card_charges cc where cc.booking_id = f.booking_id and cc.kind = f.kind))
          order by f.created_at, f.kind), '[]') from booking_late_fees f where f.booking_id = b.id) as late_fees
from bookings b
left join users p on p.id = b.professional_id
-- The pro's profile: the photo, and the phone when the account has none.
left join professionals pp on pp.user_id = b.professional_id
left join booking_reviews r on r.booking_id = b.id
where b.booking_number = ?`;

type Row = Record<string, unknown>;

/** A booking_invoices row as row_to_json gives it (snake_case, timestamps as text). */
function invoiceOfRow(row: Row): InvoiceRow {
  return {
    minutesWorked: (row.minutes_worked as number | null) ?? null,
    workCents: Number(row.work_cents),
    discountCents: Number(row.discount_cents),
    materials: row.materials as InvoiceRow['materials'],
    materialsCents: Number(row.materials_cents),
    subtotalCents: Number(row.subtotal_cents),
    gstCents: Number(row.gst_cents),
    qstCents: Number(row.qst_cents),
    totalCents: Number(row.total_cents),
    note: (row.note as string | null) ?? null,
    status: row.status as InvoiceRow['status'],
    recordedAt: new Date(String(row.recorded_at)),
    decidedAt: row.decided_at ? new Date(String(row.decided_at)) : null,
    disputeReason: (row.dispute_reason as string | null) ?? null,
  };
}
const date = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const dateOrNull = (value: unknown): Date | null => (value === null || value === undefined ? null : date(value));

function toRecord(row: Row): ReservationRecord {
  return {
    id: row.id as string,
    bookingNumber: row.booking_number as string,
    userId: row.user_id as string,
    status: row.status as BookingStatus,
    timelineStatus: row.timeline_status as TimelineStatus,
    serviceId: row.service_id as string,
    subServiceId: row.sub_service_id as string,
    serviceOption: row.service_option as string,
    subServiceName: row.sub_service_name as string,
    subServiceDescription: row.sub_service_description as string,
    priceCents: row.price_cents as number | null,
    priceKind: row.price_kind as ReservationRecord['priceKind'],
    currency: row.currency as 'CAD',
    scheduledDate: row.scheduled_date as string,
    scheduledTime: row.scheduled_time as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    email: row.email as string,
    phone: row.phone as string,
    address: row.address as string,
    apartment: row.apartment as string | null,
    city: row.city as string,
    postalCode: row.postal_code as string,
    description: row.description as string | null,
    accessNotes: row.access_notes as string | null,
    parking: row.parking as ParkingOption | null,
    parkingNotes: row.parking_notes as string | null,
    locale: row.locale as Language,
    offerKind: (row.offer_kind as OfferKind | null) ?? null,
    offerPercent: row.offer_percent === null || row.offer_percent === undefined ? null : Number(row.offer_percent),
    thankYouCode: (row.thank_you_code as ThankYouCode | null) ?? null,
    invoice: row.invoice ? invoiceOfRow(row.invoice as Row) : null,
    payment: paymentOfRow(row.payment as PaymentView | null),
    tip: tipOfRow(row.tip as TipView | null),
    receipt: row.receipt
      ? { ...(row.receipt as ReceiptView), issuedAt: new Date((row.receipt as ReceiptView).issuedAt).toISOString() }
      : null,
    cardPayment: cardPaymentOfRow(row.card_payment as CardPaymentView | null),
    professionalId: row.professional_id as string | null,
    estimatedArrival: dateOrNull(row.estimated_arrival),
    cancellation:
      row.cancelled_at === null || row.cancelled_at === undefined
        ? null
        : { at: date(row.cancelled_at), by: row.cancelled_by === 'admin' ? 'admin' : 'customer' },
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    professional:
      row.professional_id === null
        ? null
        : {
            id: row.professional_id as string,
            firstName: row.pro_first_name as string,
            lastName: row.pro_last_name as string,
            phone: row.pro_phone as string | null,
            photoPath: (row.pro_photo_path as string | null) ?? null,
            credentials: toPublicCredentials(row.pro_credentials as Parameters<typeof toPublicCredentials>[0]),
          },
    review:
      row.review_rating === null
        ? null
        : { rating: Number(row.review_rating), comment: row.review_comment as string, createdAt: date(row.review_created_at) },
    lateFees: ((row.late_fees ?? []) as (Omit<LateFeeView, 'createdAt'> & { createdAt: string })[]).map((fee) => ({
      kind: fee.kind,
      amountCents: Number(fee.amountCents),
      createdAt: date(fee.createdAt).toISOString(),
      charge: fee.charge,
    })),
  };
}

/** The read side of reservations, in SQL (one round trip each). */
@Injectable()
export class ReservationsRepository {
  constructor(private readonly em: EntityManager) {}

  async findByNumber(bookingNumber: string, em: EntityManager = this.em.fork()): Promise<ReservationRecord | null> {
    const [row] = await em.execute<Row[]>(RESERVATION_SQL, [bookingNumber]);
    return row ? toRecord(row) : null;
  }

  /** Who may see a booking (for the socket's booking:join), without loading the rest. */
  async findAccessById(bookingNumber: string): Promise<{ id: string; userId: string; professionalId: string | null } | null> {
    const [row] = await this.em
      .fork()
      .execute<Row[]>('select id, user_id, professional_id from bookings where booking_number = ?', [bookingNumber]);
    return row ? { id: row.id as string, userId: row.user_id as string, professionalId: row.professional_id as string | null } : null;
  }

  async timeline(bookingId: string): Promise<TimelineEventView[]> {
    const rows = await this.em
      .fork()
      .execute<Row[]>('select id, status, note, created_at from booking_timeline_events where booking_id = ? order by created_at, id', [
        bookingId,
      ]);
    return rows.map(toTimelineEventView);
  }

  /**
   * The thread, oldest first. For a reader (the owner or the assigned pro), each message of the other
   * party carries its translation into the reader's saved language when the worker made one
   * (docs/messages.md); their own messages, and everyone's for an operator, come as written.
   */
  async messages(bookingId: string, reader: ThreadReaderOf | null = null): Promise<BookingMessageView[]> {
    const em = this.em.fork();
    if (!reader) {
      const rows = await em.execute<Row[]>(
        'select id, sender_type, sender_name, message, metadata, created_at from booking_messages where booking_id = ? order by created_at, id',
        [bookingId],
      );
      return rows.map(toMessageView);
    }
    const rows = await em.execute<Row[]>(
      `select m.id, m.sender_type, m.sender_name, m.message, m.metadata, m.created_at,
              t.language as t_language, t.source_language as t_source_language, t.status as t_status, t.text as t_text
         from booking_messages m
         left join booking_message_translations t
           on t.message_id = m.id and m.sender_type = any(?::text[])
          and t.language = (select locale from users where id = ?)
        where m.booking_id = ?
        order by m.created_at, m.id`,
      [`{${reader.senders.join(',')}}`, reader.userId, bookingId],
    );
    return rows.map((row) => ({ ...toMessageView(row), translation: toTranslationView(row) }));
  }
}

export function toTimelineEventView(row: Row): TimelineEventView {
  return {
    id: row.id as string,
    status: row.status as TimelineEventStatus,
    note: (row.note as BookingNote | null) ?? null,
    createdAt: date(row.created_at).toISOString(),
  };
}

/** One reader of a thread: whose messages are theirs to read (MESSAGES_FOR_READER), in their saved language. */
export interface ThreadReaderOf {
  userId: string;
  senders: readonly MessageSenderType[];
}

/**
 * A stored translation as its reader sees it: failed and rejected alike are unavailable; none when the
 * message is written in the reader's language (its `original` row).
 */
export function toTranslationView(row: Row): MessageTranslationView | null {
  if (row.t_status === null || row.t_status === undefined || row.t_status === 'original') return null;
  const status = row.t_status as string;
  return {
    language: row.t_language as Language,
    sourceLanguage: row.t_source_language as Language,
    state: status === 'done' ? 'done' : status === 'pending' ? 'pending' : 'unavailable',
    text: status === 'done' ? (row.t_text as string) : null,
  };
}

export function toMessageView(row: Row): BookingMessageView {
  const metadata = (row.metadata ?? {}) as { note?: BookingNote; kind?: string };
  // Messages stored before notes existed carried only { kind: 'booking_received' }.
  const note = metadata.note ?? (metadata.kind === 'booking_received' ? { code: 'booking_received' as const } : null);
  return {
    id: row.id as string,
    senderType: row.sender_type as MessageSenderType,
    senderName: row.sender_name as string,
    message: row.message as string,
    note,
    createdAt: date(row.created_at).toISOString(),
  };
}
