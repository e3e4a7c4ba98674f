import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  BookingFieldError,
  BookingStatus,
  TimelineStatus,
  bookingSlotError,
  EDITABLE_BOOKING_FIELDS,
  isBookingNumber,
  isEditableStatus,
  MESSAGES_FOR_READER,
  type BookingMessageView,
  type BookingReviewView,
  type CreateReviewRequest,
  type EditableBookingField,
  type MessageAuthor,
  type ReservationView,
  type TimelineEventView,
} from '@hm/contracts';
import { Booking, BookingMessage, BookingReview, User } from '@hm/db';
import {
  bookingUpdatedMail,
  notificationPreferencesOf,
  proJobCancelledMail,
  proJobUpdatedMail,
  proReviewReceivedMail,
  wantsMail,
} from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { NotificationEventsService } from '../notifications/notification-events.service.js';
import { OutboxWaker } from '../queue/outbox-waker.js';
import { MessageTranslationsService } from './message-translations.service.js';
import { moveWelcomeClaim, WELCOME_KEY_FIELDS } from '../offers/offers.repository.js';
import { isAreaServed } from '../service-areas/service-area-sql.js';
import { serviceAreaNotServed } from '../service-areas/service-area.exception.js';
import { addNotifications, type WrittenNotification } from '../notifications/notification-writer.js';
import { actorFor, canSeeBooking, type AccessCaller } from './booking-access.js';
import { BookingEventsService } from './booking-events.service.js';
import { addSystemMessage, addTimelineEvent } from '@hm/bookings';
import { replaceReminder } from './booking-journal.js';
import type { BookingFieldsUpdate } from './booking-request.js';
import { BookingTransitionsService, bookingNotFound } from './booking-transitions.service.js';
import { AvailabilityService, visitRange, type JobToPlace } from '../availability/availability.service.js';
import { isProTimeClash } from '../availability/pro-time-clash.js';
import { applyLateChangePolicy } from './late-fees.js';
import { markThreadRead, scheduleMessageMail } from './message-mail.js';
import { toReservationView } from './reservation.view.js';
import { ReservationsRepository, type ReservationRecord } from './reservations.repository.js';

/** Reading one booking with its timeline and messages, editing it, writing on it, reviewing it. */
@Injectable()
export class ReservationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly transitions: BookingTransitionsService,
    private readonly events: BookingEventsService,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly notifications: NotificationEventsService,
    private readonly availability: AvailabilityService,
    private readonly outbox: OutboxWaker,
    private readonly translations: MessageTranslationsService,
  ) {}

  /** The booking if the caller may see it; otherwise the same 404 as an unknown number. */
  private async visible(caller: AccessCaller, bookingNumber: string): Promise<ReservationRecord> {
    const record = isBookingNumber(bookingNumber) ? await this.repository.findByNumber(bookingNumber) : null;
    if (!record || !canSeeBooking(caller, record)) throw bookingNotFound();
    return record;
  }

  async get(caller: AccessCaller, bookingNumber: string): Promise<ReservationView> {
    return toReservationView(await this.visible(caller, bookingNumber), caller);
  }

  /**
   * After a move (a new date, time or postal code), the time the booking takes and whether someone
   * can still go (docs/booking-rules.md "Free slots"): its pro when still free then; an assigned pro
   * who is not free is released and the job waits for a pro again (the released pro is returned, to
   * be told). No free pro at all: 409 SLOT_TAKEN and nothing changes.
   */
  private async placeAgain(tx: EntityManager, booking: Booking): Promise<User | null> {
    const job = jobOf(booking);
    const range = visitRange(job);
    booking.startsAt = range.start;
    booking.endsAt = range.end;
    const assigned = booking.professional?.id ?? null;
    // The cap (if the new day has one) stays locked until the move commits: two moves or a move and
    // a booking cannot both take its last place.
    const capped = (await this.availability.dayCap(tx, job, true))?.reached ?? false;
    if (!capped && assigned !== null && (await this.availability.isAssignedProFree(tx, assigned, job))) return null;
    const free = capped ? [] : await this.availability.freeProsFor(tx, job);
    if (free.length === 0) throw await this.slotTaken(job);
    // A waiting job holds the best free pro's time at its new time (the database refuses a race's loser).
    booking.heldBy = tx.getReference(User, free[0]!);
    if (assigned === null) return null;
    const released = await tx.findOneOrFail(User, { id: assigned });
    booking.professional = null;
    booking.status = BookingStatus.Pending;
    booking.timelineStatus = TimelineStatus.WaitingForPro;
    booking.estimatedArrival = null;
    return released;
  }

  /** 409 SLOT_TAKEN with the next free times (docs/booking-rules.md "Free slots"). */
  private async slotTaken(job: JobToPlace): Promise<DomainException> {
    return new DomainException(ApiErrorCode.SLOT_TAKEN, 'No professional is free at this time; choose another time.', undefined, {
      nextSlots: await this.availability.alternatives(job),
    });
  }

  async timeline(caller: AccessCaller, bookingNumber: string): Promise<TimelineEventView[]> {
    return this.repository.timeline((await this.visible(caller, bookingNumber)).id);
  }

  async messages(caller: AccessCaller, bookingNumber: string): Promise<BookingMessageView[]> {
    const record = await this.visible(caller, bookingNumber);
    const actor = actorFor(caller, record);
    // Only the thread's two readers get translations, each of the other party's messages, and only
    // while translation is on: without a key nothing mentions it, even a translation stored before (docs/messages.md).
    const translating = this.config.get('translation.enabled', { infer: true });
    const reader =
      translating && (actor === 'customer' || actor === 'professional') ? { userId: caller.id, senders: MESSAGES_FOR_READER[actor] } : null;
    // A reader who came later (assigned after, or in another language now) gets the earlier messages translated.
    if (reader) await this.translations.queueForReader(record.id, reader);
    return this.repository.messages(record.id, reader);
  }

  cancel(caller: AccessCaller, bookingNumber: string, acceptLateFee = false): Promise<ReservationView> {
    if (!isBookingNumber(bookingNumber)) throw bookingNotFound();
    return this.transitions.cancel(caller, bookingNumber, acceptLateFee);
  }

  /**
   * Changes the fields that differ (all validated already), with a timeline note and HomeMate's
   * message naming them, in one transaction on the locked row. A new date or time moves the reminder;
   * the customer's, after the free-change deadline, needs `acceptLateFee` and records the fee.
   */
  async update(caller: AccessCaller, bookingNumber: string, update: BookingFieldsUpdate, acceptLateFee = false): Promise<ReservationView> {
    if (!isBookingNumber(bookingNumber)) throw bookingNotFound();
    const result = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const access = booking ? { userId: booking.user.id, professionalId: booking.professional?.id ?? null } : null;
      if (!booking || !access || !canSeeBooking(caller, access)) throw bookingNotFound();
      const actor = actorFor(caller, access);
      if (actor !== 'customer' && actor !== 'admin') throw bookingNotFound();
      if (!isEditableStatus(booking.status))
        throw new DomainException(ApiErrorCode.BOOKING_NOT_EDITABLE, 'This booking can no longer be changed.');
      const fields = EDITABLE_BOOKING_FIELDS.filter((field) => update[field] !== undefined && update[field] !== (booking[field] ?? null));
      if (fields.length === 0) return null;
      const now = new Date();
      const moved = fields.includes('scheduledDate') || fields.includes('scheduledTime');
      // Judged on the visit as it is before the change (the free-change deadline of the old time).
      if (moved)
        await applyLateChangePolicy(tx, {
          bookingId: booking.id,
          visit: { scheduledDate: booking.scheduledDate, scheduledTime: booking.scheduledTime },
          actor,
          kind: 'late_reschedule',
          accepted: acceptLateFee,
          now,
        });
      const assign = booking as unknown as Record<EditableBookingField, string | null>;
      for (const field of fields) assign[field] = update[field] ?? null;
      // A visit moved to today must still be at least the lead time away (the rolled-back change stores nothing).
      if (moved && bookingSlotError(booking.scheduledDate, booking.scheduledTime))
        throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'This visit would start too soon.', {
          scheduledTime: [BookingFieldError.TimeTooSoon],
        });
      // A new address must still be one a pro of the service goes to.
      if (fields.includes('postalCode') && !(await isAreaServed(tx, booking.serviceId, booking.postalCode))) throw serviceAreaNotServed();
      // The welcome offer's claim moves with the booking's phone or home (refused if that one took it).
      if (fields.some((field) => (WELCOME_KEY_FIELDS as readonly string[]).includes(field))) await moveWelcomeClaim(tx, booking);
      const released = moved || fields.includes('postalCode') ? await this.placeAgain(tx, booking) : null;
      booking.updatedAt = now;
      const superseded = moved ? await replaceReminder(tx, booking, this.transitions.reservationUrl(bookingNumber), true) : null;
      const note = { code: 'details_updated' as const, fields };
      // The assigned professional learns what changed by e-mail too, in their own language.
      const professional = booking.professional && !released ? await tx.findOne(User, { id: booking.professional.id }) : null;
      if (professional && wantsMail('proJobUpdated', notificationPreferencesOf(professional)))
        enqueueViaOutbox(
          tx,
          'mail',
          'send',
          proJobUpdatedMail(professional.locale, {
            ...this.transitions.proJobInput(booking, professional),
            fields,
            access: {
              accessNotes: booking.accessNotes ?? null,
              parking: booking.parking ?? null,
              parkingNotes: booking.parkingNotes ?? null,
            },
          }),
        );
      // The customer's e-mail, in their saved language, with the calendar entry updated.
      const owner = await tx.findOneOrFail(User, { id: booking.user.id });
      if (wantsMail('bookingUpdated', notificationPreferencesOf(owner))) {
        const calendar = await this.transitions.calendarContext(tx, booking, owner.locale, now);
        const input = { ...this.transitions.mailInput(booking, owner.locale), fields, calendar };
        enqueueViaOutbox(tx, 'mail', 'send', bookingUpdatedMail(owner.locale, input));
      }
      if (released) {
        // Both are told: the customer on the timeline and in the thread, the pro by e-mail (in their language).
        const backToMatching = { code: 'back_to_matching' as const, professionalName: `${released.firstName} ${released.lastName}` };
        addTimelineEvent(tx, booking.id, booking.timelineStatus, backToMatching, now);
        addSystemMessage(tx, booking, backToMatching, now);
        enqueueViaOutbox(
          tx,
          'mail',
          'send',
          proJobCancelledMail(released.locale, { ...this.transitions.proJobInput(booking, released), by: 'moved' }),
        );
      }
      const event = addTimelineEvent(tx, booking.id, booking.timelineStatus, note, now);
      const message = addSystemMessage(tx, booking, note, now);
      const parties = { ownerId: access.userId, professionalId: access.professionalId, actorId: caller.id };
      const written = addNotifications(tx, note, parties, booking, now);
      try {
        await tx.flush();
      } catch (error) {
        // Another booking took the pro's time since it was read: the move is refused as taken.
        if (isProTimeClash(error)) throw await this.slotTaken(jobOf(booking));
        throw error;
      }
      return {
        change: { record: (await this.repository.findByNumber(bookingNumber, tx))!, event, message },
        superseded,
        written,
        releasedId: released?.id ?? null,
      };
    });
    if (!result) return this.get(caller, bookingNumber);
    this.transitions.removeJob(result.superseded);
    this.notifications.announce(result.written);
    this.transitions.announce('updated', result.change);
    if (result.releasedId) this.events.released(result.releasedId);
    return toReservationView(result.change.record, caller);
  }

  /** The owner writes as the customer, the assigned pro as the professional, an operator as HomeMate. */
  async sendMessage(caller: AccessCaller, bookingNumber: string, text: string): Promise<BookingMessageView> {
    const record = await this.visible(caller, bookingNumber);
    if (record.status === BookingStatus.Cancelled)
      throw new DomainException(ApiErrorCode.MESSAGING_CLOSED, 'Messages are closed for a cancelled booking.');
    const actor = actorFor(caller, record);
    const senderType = actor === 'customer' ? 'customer' : actor === 'professional' ? 'professional' : 'system';
    const from: MessageAuthor = senderType === 'system' ? 'operator' : senderType;
    const id = randomUUID();
    const now = new Date();
    // Stored as typed (trimmed): plain text that clients show as text, never as HTML.
    const message = text.trim();
    // The message and the other party's notifications commit together, or neither does.
    const { view, written } = await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: caller.id }, { fields: ['firstName', 'lastName'] });
      const senderName = `${user.firstName} ${user.lastName}`;
      tx.create(BookingMessage, {
        id,
        booking: tx.getReference(Booking, record.id),
        senderType,
        senderName,
        message,
        metadata: {},
        createdAt: now,
      });
      await tx.flush();
      // The writer has read the thread; its readers get it by e-mail if they have not read it after a while.
      if (actor !== 'admin') await markThreadRead(tx, record.id, caller.id);
      await scheduleMessageMail(tx, record, senderType, {
        delayMs: this.config.get('messageMail', { infer: true }).delayMs,
        reservationUrl: this.transitions.reservationUrl(bookingNumber),
      });
      // The worker translates it for a reader of another language, after it is delivered as written (docs/messages.md).
      if (this.config.get('translation.enabled', { infer: true })) enqueueViaOutbox(tx, 'chat', 'translateMessage', { messageId: id });
      const parties = { ownerId: record.userId, professionalId: record.professionalId, actorId: caller.id };
      const written = addNotifications(tx, { code: 'message_received', from, senderName }, parties, record, now);
      const view: BookingMessageView = { id, senderType, senderName, message, note: null, createdAt: now.toISOString() };
      return { view, written };
    });
    // Its translation job does not wake the relays from the transaction (Migration0036MessageTranslations).
    if (this.config.get('translation.enabled', { infer: true })) this.outbox.wake();
    this.events.message(record, view);
    this.notifications.announce(written);
    return view;
  }

  /** The owner or the assigned professional has the thread on screen: nothing in it is mailed to them any more. */
  async markMessagesRead(caller: AccessCaller, bookingNumber: string): Promise<void> {
    const record = await this.visible(caller, bookingNumber);
    // An operator is not a reader of the thread: nothing is mailed to them.
    if (actorFor(caller, record) !== 'admin') await markThreadRead(this.em.fork(), record.id, caller.id);
  }

  /** Once per booking (the booking is the review's primary key), by its owner, after completion. */
  async review(caller: AccessCaller, bookingNumber: string, request: CreateReviewRequest): Promise<BookingReviewView> {
    const record = await this.visible(caller, bookingNumber);
    if (actorFor(caller, record) !== 'customer' || record.status !== BookingStatus.Completed) {
      throw new DomainException(ApiErrorCode.REVIEW_NOT_ALLOWED, 'You can leave a review once the job is completed.');
    }
    if (record.review) throw reviewExists();
    const now = new Date();
    let message: BookingMessageView;
    let written: WrittenNotification[];
    try {
      ({ message, written } = await this.em.fork().transactional(async (tx) => {
        const owner = await tx.findOneOrFail(User, { id: record.userId }, { fields: ['locale'] });
        tx.create(BookingReview, {
          booking: tx.getReference(Booking, record.id),
          user: tx.getReference(User, record.userId),
          professional: record.professionalId ? tx.getReference(User, record.professionalId) : null,
          rating: request.rating,
          comment: request.comment,
          // Written in the language its writer uses the site in (pages quoting it in the other one mark it).
          language: owner.locale,
          createdAt: now,
        });
        // The pro reads it by e-mail too, in their own language, unless they turned booking updates off.
        const professional = record.professionalId ? await tx.findOne(User, { id: record.professionalId }) : null;
        if (professional && wantsMail('proReviewReceived', notificationPreferencesOf(professional))) {
          const job = this.transitions.proJobInput(record, professional, '/pro');
          enqueueViaOutbox(tx, 'mail', 'send', proReviewReceivedMail(professional.locale, { ...job, rating: request.rating }));
        }
        const parties = { ownerId: record.userId, professionalId: record.professionalId, actorId: caller.id };
        const written = addNotifications(tx, { code: 'review_received', rating: request.rating }, parties, record, now);
        return { message: addSystemMessage(tx, record, { code: 'review_left', rating: request.rating }, now), written };
      }));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw reviewExists();
      throw error;
    }
    const updated = (await this.repository.findByNumber(bookingNumber))!;
    this.transitions.announce('reviewed', { record: updated, event: null, message });
    this.notifications.announce(written);
    return { rating: request.rating, comment: request.comment, createdAt: now.toISOString() };
  }
}

const reviewExists = () => new DomainException(ApiErrorCode.REVIEW_ALREADY_EXISTS, 'You have already reviewed this booking.');

/** The booking as a job to place at its (new) time and address, its own time not counted. */
function jobOf(booking: Booking): JobToPlace {
  return {
    serviceId: booking.serviceId,
    subServiceId: booking.subServiceId,
    postalCode: booking.postalCode,
    scheduledDate: booking.scheduledDate,
    scheduledTime: booking.scheduledTime,
    bookingId: booking.id,
  };
}
