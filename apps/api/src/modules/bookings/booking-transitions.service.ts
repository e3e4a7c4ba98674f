import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  BookingAction,
  arrivalEstimate,
  isOffJobDay,
  nextBookingState,
  type BookingActor,
  type BookingMessageView,
  type BookingNote,
  type BookingTransitionRequest,
  type Language,
  type NotificationNotice,
  type ProfessionalOptionView,
  type TimelineEventView,
} from '@hm/contracts';
import { bookedOptionLabel, getService } from '@hm/catalog';
import { Booking, BookingTimelineEvent, qualifiedForJobSql, User } from '@hm/db';
import {
  bookingArrivalUpdatedMail,
  bookingCancelledMail,
  bookingCompletedMail,
  bookingEnRouteMail,
  bookingProAssignedMail,
  bookingStartedMail,
  notificationPreferencesOf,
  proJobCancelledMail,
  thankYouCodeMail,
  finalPriceToApproveMail,
  wantsMail,
  type BookingCalendarContext,
  type BookingNotificationInput,
  type BookingVisit,
  type ProJobNotificationInput,
  type TemplatedMail,
} from '@hm/mail';
import { enqueueViaOutbox, type TypedQueue } from '@hm/queue';
import { InjectQueue } from '@nestjs/bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { isProTimeClash } from '../availability/pro-time-clash.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { NotificationEventsService } from '../notifications/notification-events.service.js';
import { OffersRepository } from '../offers/offers.repository.js';
import { addNotifications } from '../notifications/notification-writer.js';
import { unsubscribeSigner } from '../unsubscribe/unsubscribe-signer.js';
import { actorFor, canSeeBooking, type AccessCaller } from './booking-access.js';
import { BookingEventsService } from './booking-events.service.js';
import { addSystemMessage, addTimelineEvent, queueCardCharge } from '@hm/bookings';
import { bookingTarget, recordOperatorAction } from '../audit/record-operator-action.js';
import { replaceReminder } from './booking-journal.js';
import type { BookingRecord } from './booking.view.js';
import { checkFinalInvoice, recordFinalInvoice } from './final-invoices.js';
import { applyLateChangePolicy } from './late-fees.js';
import { toReservationView } from './reservation.view.js';
import { ReservationsRepository, type ReservationRecord } from './reservations.repository.js';

export const bookingNotFound = () =>
  new DomainException(ApiErrorCode.BOOKING_NOT_FOUND, 'Reservation not found. Please check the reservation number.');

/** What a committed change produced, for the socket events and the answer. */
export interface CommittedChange {
  record: ReservationRecord;
  event: TimelineEventView | null;
  message: BookingMessageView | null;
}

/** What an e-mail about a job shows of it: a Booking entity or a reservation record. */
type JobDetails = Pick<
  BookingRecord,
  | 'bookingNumber'
  | 'serviceId'
  | 'subServiceId'
  | 'priceCents'
  | 'priceKind'
  | 'serviceOption'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'address'
  | 'apartment'
  | 'city'
  | 'postalCode'
>;

/** The visit as an e-mail in `locale` shows it. */
const visitOf = (booking: JobDetails, locale: Language): BookingVisit => ({
  bookingNumber: booking.bookingNumber,
  serviceOption: bookedOptionLabel(booking, locale),
  scheduledDate: booking.scheduledDate,
  scheduledTime: booking.scheduledTime,
  address: booking.address,
  apartment: booking.apartment ?? null,
  city: booking.city,
  postalCode: booking.postalCode,
});

/** The instant of a Montreal date-time the pro typed, or ARRIVAL_TIME_INVALID (job-timing.ts). */
export function arrivalOrRefuse(value: string, now: Date): Date {
  const at = arrivalEstimate(value, now);
  if (!at)
    throw new DomainException(
      ApiErrorCode.ARRIVAL_TIME_INVALID,
      "The estimated arrival must be a Montreal date-time 'YYYY-MM-DDTHH:MM' from now to 12 hours ahead.",
    );
  return at;
}

const fullName = (user: { firstName: string; lastName: string }): string => `${user.firstName} ${user.lastName}`;

/**
 * The one place a booking moves along its timeline (contracts booking-transitions.ts): operators
 * now, the professional app with actor 'professional', the customer's cancel. Each step
 * locks the booking row, so two concurrent actions cannot both apply; it writes the state, the
 * timeline event, HomeMate's message, the e-mails and the notification centre's entries in one
 * transaction, then announces it on the sockets.
 */
@Injectable()
export class BookingTransitionsService {
  private readonly logger = new Logger(BookingTransitionsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly offers: OffersRepository,
    private readonly events: BookingEventsService,
    private readonly notifications: NotificationEventsService,
    private readonly config: ConfigService<AppConfig, true>,
    @InjectQueue('mail') private readonly mailQueue: TypedQueue<'mail'>,
  ) {}

  /** Whether the pro holds now what the job's trade and value require: the one rule of every path that gives a job (docs/verified-trades.md). */
  private async qualifiedForJob(
    tx: EntityManager,
    proId: string,
    booking: { serviceId: string; priceCents?: number | null },
  ): Promise<boolean> {
    const [qualified] = await tx.execute<{ ok: boolean }[]>(
      `select ${qualifiedForJobSql('q.user_id', 'q.service_id', {
        valueCents: 'q.value_cents',
        thresholdCents: this.config.get('credentials', { infer: true }).licensedJobValueCents,
      })} as ok from (select ?::uuid as user_id, ?::text as service_id, ?::bigint as value_cents) q`,
      [proId, booking.serviceId, booking.priceCents ?? null],
    );
    return qualified?.ok === true;
  }

  reservationUrl(bookingNumber: string): string {
    return `${this.config.get('http', { infer: true }).publicUrl}/reservation/${encodeURIComponent(bookingNumber)}`;
  }

  /**
   * Applies `request.action` for `caller` acting as `actor`. A booking the caller may not see is a
   * 404; an action the state machine refuses is `refusal` (409 INVALID_TRANSITION by default). The
   * customer's late cancel needs `acceptLateFee` (late-fees.ts).
   */
  async apply(
    caller: AccessCaller,
    actor: BookingActor,
    bookingNumber: string,
    request: BookingTransitionRequest,
    refusal: ApiErrorCode = ApiErrorCode.INVALID_TRANSITION,
    acceptLateFee = false,
  ) {
    const { change, superseded, written, released } = await this.em
      .fork()
      .transactional(async (tx) => {
        const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!booking) throw bookingNotFound();
        const access = { userId: booking.user.id, professionalId: booking.professional?.id ?? null };
        // A professional acts on their own jobs, or takes an unassigned one for themself;
        // anyone else must be allowed to see the booking.
        const proMayAct =
          access.professionalId === caller.id || (request.action === BookingAction.Assign && access.professionalId === null);
        if (actor === 'professional' ? caller.role !== 'professional' || !proMayAct : !canSeeBooking(caller, access))
          throw bookingNotFound();
        const next = nextBookingState(booking, request.action, actor);
        if (!next) throw new DomainException(refusal, `The action '${request.action}' is not possible for this booking now.`);
        const now = new Date();
        // An operator may move a job on another day, and the reason (the note) is the timeline event's.
        if (isOffJobDay(request.action, booking.scheduledDate, now) && !(actor === 'admin' && request.note))
          throw new DomainException(
            ApiErrorCode.NOT_JOB_DAY,
            `This job is on ${booking.scheduledDate}: it goes en route and starts on that day (an operator may, with a reason in 'note').`,
            undefined,
            { scheduledDate: booking.scheduledDate },
          );
        // A pro whose credential lapsed or went back to review keeps the jobs they were given, but is
        // suspended from the regulated trades: neither on the way nor starting until it is verified
        // again (docs/verified-trades.md "A credential that lapses"); an operator may give the job to another pro.
        if (
          actor === 'professional' &&
          (request.action === BookingAction.EnRoute || request.action === BookingAction.Start) &&
          !(await this.qualifiedForJob(tx, caller.id, booking))
        )
          throw new DomainException(
            ApiErrorCode.PRO_NOT_QUALIFIED,
            'Your licence, membership or insurance that this job requires is not verified or has expired: renew it in your profile (Licences and insurance) before going to this job.',
          );

        const before = booking.timelineStatus;
        let note: BookingNote;
        let notice: NotificationNotice;
        let mail: TemplatedMail | null = null;
        let superseded: string | null = null;
        let released: string | null = null;
        // The thread's message, when it says more than the timeline's note.
        let messageNote: BookingNote | null = null;
        // The customer's e-mails are in the language saved on their account (docs/notifications.md).
        const owner = await tx.findOneOrFail(User, { id: booking.user.id });
        const locale = owner.locale;
        const input = this.mailInput(booking, locale);
        const professional = booking.professional ? await tx.findOne(User, { id: booking.professional.id }) : null;
        const professionalName = professional ? fullName(professional) : null;
        switch (request.action) {
          case BookingAction.Assign: {
            const proId = actor === 'professional' ? caller.id : request.professionalId;
            const pro = proId ? await tx.findOne(User, { id: proId, role: 'professional' }) : null;
            if (!pro) throw new DomainException(ApiErrorCode.PROFESSIONAL_NOT_FOUND, 'No professional with this id.');
            if (pro.disabledAt) throw new DomainException(ApiErrorCode.PROFESSIONAL_DISABLED, "This professional's account is disabled.");
            // Whoever assigns, the pro must hold the credentials the trade and the job's value require (docs/verified-trades.md).
            if (!(await this.qualifiedForJob(tx, pro.id, booking)))
              throw new DomainException(
                ApiErrorCode.PRO_NOT_QUALIFIED,
                'This professional lacks a verified, unexpired licence, membership or insurance that this job requires.',
              );
            if (professional) {
              // A reassignment (operators only, before the job starts): the pro who had it is told, in their language.
              if (professional.id === pro.id) throw new DomainException(refusal, 'This professional already has this job.');
              released = professional.id;
              enqueueViaOutbox(
                tx,
                'mail',
                'send',
                proJobCancelledMail(professional.locale, { ...this.proJobInput(booking, professional), by: 'reassigned' }),
              );
            }
            booking.professional = pro;
            // The time is the assigned pro's now; it is refused at flush if they have a job then.
            booking.heldBy = null;
            note = { code: 'pro_assigned', professionalName: fullName(pro) };
            notice = note;
            mail = bookingProAssignedMail(locale, { ...input, professionalName: fullName(pro) });
            break;
          }
          case BookingAction.EnRoute: {
            booking.estimatedArrival = request.estimatedArrival === undefined ? null : arrivalOrRefuse(request.estimatedArrival, now);
            note = {
              code: 'en_route',
              professionalName: professionalName ?? '',
              estimatedArrival: booking.estimatedArrival?.toISOString() ?? null,
            };
            notice = note;
            mail = bookingEnRouteMail(locale, {
              ...input,
              professionalName: professionalName ?? '',
              estimatedArrival: booking.estimatedArrival,
            });
            break;
          }
          case BookingAction.Start:
            note = { code: 'job_started', professionalName };
            notice = { code: 'job_started' };
            // A job starts only once a pro is assigned (the state machine).
            if (professionalName) mail = bookingStartedMail(locale, { ...input, professionalName });
            break;
          case BookingAction.Complete: {
            // The pro records the final invoice with the completion; an operator completing for them may.
            const invoice =
              actor === 'professional' || request.invoice !== undefined
                ? recordFinalInvoice(tx, booking, checkFinalInvoice(request.invoice, booking.priceKind), {
                    by: caller.id,
                    at: now,
                    marginPercent: this.config.get('money', { infer: true }).finalPriceApprovalMarginPercent,
                  })
                : null;
            note = { code: 'job_completed', professionalName };
            // Agreed at once: a saved card is charged (docs/payments-by-card.md).
            if (invoice?.status === 'agreed') await queueCardCharge(tx, booking.id, 'job');
            // A price above the estimate's margin waits for the customer: the thread and an e-mail ask them.
            if (invoice?.status === 'awaiting_approval') {
              messageNote = { code: 'final_price_to_approve', totalCents: invoice.totalCents };
              enqueueViaOutbox(
                tx,
                'mail',
                'send',
                finalPriceToApproveMail(locale, {
                  to: input.to,
                  firstName: input.firstName,
                  bookingNumber: booking.bookingNumber,
                  totalCents: invoice.totalCents,
                  actionUrl: input.reservationUrl,
                }),
              );
            }
            notice = { code: 'job_completed' };
            mail = bookingCompletedMail(locale, input);
            // The customer's first completed job earns their thank-you code (docs/pricing-and-taxes.md "Offers").
            const earned = await this.offers.earnThankYouCode(tx, owner.id, booking.id);
            if (earned && wantsMail('thankYouCode', notificationPreferencesOf(owner)))
              enqueueViaOutbox(
                tx,
                'mail',
                'send',
                thankYouCodeMail(locale, {
                  to: owner.email,
                  firstName: owner.firstName,
                  ...earned,
                  actionUrl: `${this.config.get('http', { infer: true }).publicUrl}/book-service`,
                  account: input.account,
                }),
              );
            break;
          }
          case BookingAction.Cancel: {
            await applyLateChangePolicy(tx, {
              bookingId: booking.id,
              visit: { scheduledDate: booking.scheduledDate, scheduledTime: booking.scheduledTime },
              actor,
              kind: 'late_cancellation',
              accepted: acceptLateFee,
              now,
            });
            booking.cancelledAt = now;
            // The offer it was made with is the customer's again.
            await this.offers.release(tx, booking.id, now);
            const by = actor === 'admin' ? 'admin' : 'customer';
            note = { code: 'booking_cancelled', by };
            notice = note;
            // With the entry that removes the visit from the customer's calendar.
            mail = bookingCancelledMail(locale, { ...input, calendar: await this.calendarContext(tx, booking, locale, now) });
            // The assigned professional no longer goes: told by e-mail too, in their own language.
            if (professional) {
              enqueueViaOutbox(
                tx,
                'mail',
                'send',
                proJobCancelledMail(professional.locale, { ...this.proJobInput(booking, professional), by }),
              );
            }
            superseded = await replaceReminder(tx, booking, input.reservationUrl, false);
            break;
          }
        }
        booking.status = next.status;
        booking.timelineStatus = next.timelineStatus;
        booking.updatedAt = now;
        const eventStatus = request.action === BookingAction.Cancel ? 'cancelled' : next.timelineStatus;
        const eventNote: BookingNote = request.note ? { code: 'text', text: request.note } : note;
        const event = addTimelineEvent(tx, booking.id, eventStatus, eventNote, now);
        const message = addSystemMessage(tx, booking, messageNote ?? note, now);
        const parties = { ownerId: booking.user.id, professionalId: booking.professional?.id ?? null, actorId: caller.id };
        const written = addNotifications(tx, notice, parties, booking, now);
        if (actor === 'admin')
          await recordOperatorAction(
            tx,
            caller.id,
            {
              action: request.action === BookingAction.Assign ? 'booking_assigned' : 'booking_transition',
              target: bookingTarget(booking.bookingNumber),
              reason: request.note ?? null,
              details: {
                step: request.action,
                from: before,
                to: eventStatus,
                professional: request.action === BookingAction.Assign && note.code === 'pro_assigned' ? note.professionalName : null,
              },
            },
            now,
          );
        // The customer's e-mail, unless it is a booking update they turned off (mail-categories.ts of @hm/mail).
        if (mail && wantsMail(mail.template, notificationPreferencesOf(owner))) enqueueViaOutbox(tx, 'mail', 'send', mail);
        await tx.flush();
        const record = await this.repository.findByNumber(bookingNumber, tx);
        return { change: { record: record!, event, message } satisfies CommittedChange, superseded, written, released };
      })
      .catch((error: unknown) => {
        if (isProTimeClash(error))
          throw new DomainException(ApiErrorCode.PRO_NOT_FREE, 'This professional already has a job at this time.');
        throw error;
      });
    this.removeJob(superseded);
    this.notifications.announce(written);
    this.announce(request.action === BookingAction.Cancel ? 'cancelled' : 'transition', change);
    if (released) this.events.released(released);
    return toReservationView(change.record, caller);
  }

  /**
   * The assigned pro, on the way, gives a new estimated arrival (a Montreal date-time): stored, said
   * in the thread and the customer's notification centre, and e-mailed to the customer. Not a step:
   * the timeline stays at en route. Another pro's job or an unknown one is a 404.
   */
  async reviseArrival(caller: AccessCaller, bookingNumber: string, estimatedArrival: string): Promise<void> {
    const { change, written } = await this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { bookingNumber }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || caller.role !== 'professional' || booking.professional?.id !== caller.id) throw bookingNotFound();
      if (booking.status !== 'confirmed' || booking.timelineStatus !== 'en_route')
        throw new DomainException(ApiErrorCode.INVALID_TRANSITION, 'Only a job on the way has an arrival time to revise.');
      const now = new Date();
      const at = arrivalOrRefuse(estimatedArrival, now);
      const [owner, professional] = await Promise.all([
        tx.findOneOrFail(User, { id: booking.user.id }),
        tx.findOneOrFail(User, { id: caller.id }),
      ]);
      booking.estimatedArrival = at;
      booking.updatedAt = now;
      const note = { code: 'arrival_updated' as const, professionalName: fullName(professional), estimatedArrival: at.toISOString() };
      const message = addSystemMessage(tx, booking, note, now);
      const written = addNotifications(tx, note, { ownerId: booking.user.id, professionalId: caller.id, actorId: caller.id }, booking, now);
      const mail = bookingArrivalUpdatedMail(owner.locale, {
        ...this.mailInput(booking, owner.locale),
        professionalName: note.professionalName,
        estimatedArrival: at,
      });
      if (wantsMail(mail.template, notificationPreferencesOf(owner))) enqueueViaOutbox(tx, 'mail', 'send', mail);
      await tx.flush();
      const record = await this.repository.findByNumber(bookingNumber, tx);
      return { change: { record: record!, event: null, message } satisfies CommittedChange, written };
    });
    this.notifications.announce(written);
    this.announce('updated', change);
  }

  /** The customer's or an operator's cancel (POST /api/bookings/:number/cancel). */
  cancel(caller: AccessCaller, bookingNumber: string, acceptLateFee = false) {
    return this.withActor(caller, bookingNumber, (actor) =>
      this.apply(caller, actor, bookingNumber, { action: BookingAction.Cancel }, ApiErrorCode.BOOKING_NOT_CANCELLABLE, acceptLateFee),
    );
  }

  /** The users an operator can assign to a booking (the 'assign' action's professionalId), by name. */
  async professionalOptions(): Promise<ProfessionalOptionView[]> {
    const pros = await this.em
      .fork()
      .find(
        User,
        { role: 'professional', disabledAt: null },
        { orderBy: { lastName: 'asc', firstName: 'asc' }, fields: ['firstName', 'lastName', 'email'] },
      );
    return pros.map((pro) => ({ id: pro.id, firstName: pro.firstName, lastName: pro.lastName, email: pro.email }));
  }

  private async withActor<T>(caller: AccessCaller, bookingNumber: string, run: (actor: BookingActor) => Promise<T>): Promise<T> {
    const access = await this.repository.findAccessById(bookingNumber);
    const actor = access ? actorFor(caller, access) : null;
    if (!actor) throw bookingNotFound();
    return run(actor);
  }

  announce(kind: 'transition' | 'cancelled' | 'updated' | 'reviewed', change: CommittedChange): void {
    this.events.changed(kind, change.record);
    if (change.event) this.events.timeline(change.record, change.event);
    if (change.message) this.events.message(change.record, change.message);
  }

  /** A superseded reminder job: removed from Redis if it is there yet; its version check makes it harmless anyway. */
  removeJob(jobId: string | null): void {
    if (!jobId) return;
    this.mailQueue.remove(jobId).catch((error: Error) => this.logger.warn(`could not remove reminder job ${jobId}: ${error.message}`));
  }

  /**
   * What an e-mail to the job's professional needs (pro-job-notifications.ts of @hm/mail); its link
   * opens the pro app at `page`: the jobs, or the home page with the pro's reviews.
   */
  proJobInput(
    booking: JobDetails,
    professional: Pick<User, 'id' | 'email' | 'firstName' | 'locale'>,
    page: '/pro/jobs' | '/pro' = '/pro/jobs',
  ): ProJobNotificationInput {
    return {
      to: professional.email,
      firstName: professional.firstName,
      ...visitOf(booking, professional.locale),
      proAppUrl: `${this.config.get('http', { infer: true }).publicUrl}${page}`,
      account: { userId: professional.id, signer: unsubscribeSigner(this.config) },
    };
  }

  /**
   * The calendar entry's next revision for `booking`: its SEQUENCE is the booking's count of
   * timeline events after this change (one more than any entry sent before; the confirmation's is 0).
   */
  async calendarContext(tx: EntityManager, booking: Booking, locale: Language, now: Date): Promise<BookingCalendarContext> {
    const events = await tx.count(BookingTimelineEvent, { booking: booking.id });
    return {
      bookingId: booking.id,
      serviceName: getService(booking.serviceId)?.name[locale] ?? booking.subServiceName,
      sequence: events + 1,
      stamp: now,
      confirmed: Boolean(booking.professional),
    };
  }

  /** What an e-mail to the customer needs, the option written in the e-mail's language. */
  mailInput(booking: Booking, locale: Language): BookingNotificationInput {
    return {
      to: booking.email,
      firstName: booking.firstName,
      ...visitOf(booking, locale),
      reservationUrl: this.reservationUrl(booking.bookingNumber),
      account: { userId: booking.user.id, signer: unsubscribeSigner(this.config) },
    };
  }
}
