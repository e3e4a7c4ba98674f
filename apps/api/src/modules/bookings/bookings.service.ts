import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { getService, getSubService, serviceOptionLabel } from '@hm/catalog';
import { ApiErrorCode, CURRENCY, INITIAL_BOOKING_STATUS, TimelineStatus, type BookingView } from '@hm/contracts';
import { Booking } from '@hm/db';
import { MAX_REMINDER_DELAY_MS, reminderDelayMs } from '@hm/mail';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AvailabilityService, visitRange } from '../availability/availability.service.js';
import { isProTimeClash } from '../availability/pro-time-clash.js';
import { customerAtBooking, isOfferTaken } from '../offers/offers.repository.js';
import { offerAtBooking, offerKeys } from '../offers/offers.service.js';
import { serviceAreaNotServed } from '../service-areas/service-area.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { bookingReceivedMessage } from './booking-messages.js';
import { bookingRequestHash, type BookingRequest } from './booking-request.js';
import { toBookingView } from './booking.view.js';
import { BookingEventsService } from './booking-events.service.js';
import { BookingsRepository, type NewBooking, type NewBookingWrite } from './bookings.repository.js';

/** Free pros tried in turn when others' bookings take their time during the request. */
export const HOLD_ATTEMPTS = 5;
/** Booking numbers are random within a millisecond; a clash is rare and simply retried. */
export const BOOKING_NUMBER_ATTEMPTS = 5;
/** Makes booking numbers: generateBookingNumber, or a fixed sequence in tests of the clash retry. */
export const BOOKING_NUMBER_GENERATOR = Symbol('BOOKING_NUMBER_GENERATOR');
export type BookingNumberGenerator = (now: Date) => string;
const BOOKING_NUMBER_UNIQUE = 'bookings_booking_number_unique';

export interface CreatedBooking {
  booking: BookingView;
  /** The Idempotency-Key was seen before with the same request: this is the booking it made. */
  replayed: boolean;
}

@Injectable()
export class BookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: BookingsRepository,
    private readonly config: ConfigService<AppConfig, true>,
    @Inject(BOOKING_NUMBER_GENERATOR) private readonly nextBookingNumber: BookingNumberGenerator,
    private readonly events: BookingEventsService,
    private readonly availability: AvailabilityService,
  ) {}

  /**
   * One atomic write: the idempotency claim (first, so a concurrent duplicate waits on its
   * primary key), the booking with its price snapshot, its first timeline event, HomeMate's first
   * message, and the confirmation mail in the outbox. Nothing is written unless all of it is, nor
   * when no pro of the service serves the postal code (SERVICE_AREA_NOT_SERVED on the postal code).
   */
  async create(caller: AuthUser, request: BookingRequest, idempotencyKey: string | null): Promise<CreatedBooking> {
    // Only where some pro of the service works, at a time one of them is free, on a day the trade's cap
    // is not booked (docs/booking-rules.md "Where", "Free slots", "Moving Day"); the customer's
    // language and offer with them: one read before the insert.
    const offerKeysOfPlace = offerKeys(request);
    const reads = await this.availability.forNewBooking(request, { userId: caller.id, ...offerKeysOfPlace });
    if (!reads.served) throw serviceAreaNotServed();
    const capped = reads.capReached !== null;
    const someProFree = reads.free.length > 0 && reads.capReached !== true;
    const range = visitRange(request);
    const idempotency = idempotencyKey === null ? null : { key: idempotencyKey, requestHash: bookingRequestHash(request) };
    // The catalogue entries exist: the DTO checked them.
    const service = getService(request.serviceId)!;
    const subService = getSubService(request.serviceId, request.subServiceId)!;
    // The booking keeps the language it was made in (its stored texts), else the account's; the
    // worker writes its e-mail in the language saved on the account (docs/notifications.md).
    const customer = offerAtBooking(customerAtBooking(reads.customer), offerKeysOfPlace);
    const locale = request.locale ?? customer.locale;
    let offer = customer.offer;
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    // The booking holds the time of the best free pro; when another booking took that pro's time
    // meanwhile (the exclusion constraint refuses the row), the next free one; none left: taken.
    const holders = someProFree ? reads.free.slice(0, HOLD_ATTEMPTS) : [];
    let holder = 0;
    for (let attempt = 1; ; attempt++) {
      if (holder === holders.length) {
        // A repeated submit whose first try took the last free time is answered with that booking.
        if (idempotency && (await this.repository.findClaim(caller.id, idempotency.key)))
          return { booking: await this.replay(caller, idempotency), replayed: true };
        throw await this.slotTaken(request);
      }
      const now = new Date();
      const booking: NewBooking = {
        id: randomUUID(),
        bookingNumber: this.nextBookingNumber(now),
        userId: caller.id,
        status: INITIAL_BOOKING_STATUS,
        timelineStatus: TimelineStatus.WaitingForPro,
        serviceId: service.id,
        subServiceId: subService.id,
        serviceOption: serviceOptionLabel(subService, locale),
        subServiceName: subService.name[locale],
        subServiceDescription: subService.description[locale],
        priceCents: subService.priceCents,
        priceKind: subService.priceKind,
        currency: CURRENCY,
        scheduledDate: request.scheduledDate,
        scheduledTime: request.scheduledTime,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        address: request.address,
        apartment: request.apartment,
        city: request.city,
        postalCode: request.postalCode,
        description: request.description,
        accessNotes: request.accessNotes,
        parking: request.parking,
        parkingNotes: request.parkingNotes,
        locale,
        createdAt: now,
        updatedAt: now,
        startsAt: range.start,
        endsAt: range.end,
        heldById: holders[holder]!,
        offerKind: offer?.kind ?? null,
        offerPercent: offer?.percent ?? null,
      };
      const reservationUrl = `${publicUrl}/reservation/${encodeURIComponent(booking.bookingNumber)}`;
      try {
        const write: NewBookingWrite = {
          booking,
          message: {
            ...bookingReceivedMessage(locale, booking.bookingNumber),
            metadata: { kind: 'booking_received', note: { code: 'booking_received' } },
          },
          reservationUrl,
          idempotency,
          reminder: this.firstReminder(booking, reservationUrl),
          offerClaim: offer && { phoneKey: offer.phoneKey, addressKey: offer.addressKey, code: offer.code },
        };
        const inserted = capped ? await this.insertOnCappedDay(request, write) : await this.repository.insert(write);
        if (inserted) {
          this.events.changed('created', {
            ...booking,
            professionalId: null,
            estimatedArrival: null,
            cancellation: null,
            professional: null,
            review: null,
          });
          return { booking: toBookingView(booking), replayed: false };
        }
        return { booking: await this.replay(caller, idempotency!), replayed: true };
      } catch (error) {
        if (error instanceof DayCapReached) {
          holder = holders.length;
          continue;
        }
        // Another booking took the offer meanwhile (the same phone or home, or a double submit):
        // this one is made without it, and its e-mail says so.
        if (offer && isOfferTaken(error)) {
          offer = null;
          continue;
        }
        if (isProTimeClash(error)) {
          holder++;
          continue;
        }
        if (attempt < BOOKING_NUMBER_ATTEMPTS && isBookingNumberClash(error)) continue;
        throw error;
      }
    }
  }

  /**
   * On a day with a cap for the trade (Moving Day): the cap's row locked, the count read again and
   * the booking written in one transaction, so that two bookings racing for the last place cannot
   * both take it (DayCapReached for the loser).
   */
  private insertOnCappedDay(request: BookingRequest, write: NewBookingWrite): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      if ((await this.availability.dayCap(tx, request, true))?.reached) throw new DayCapReached();
      return this.repository.insert(write, tx);
    });
  }

  /** 409 SLOT_TAKEN with the next free times (docs/booking-rules.md "Free slots"). */
  private async slotTaken(request: BookingRequest): Promise<DomainException> {
    const nextSlots = await this.availability.alternatives(request);
    return new DomainException(ApiErrorCode.SLOT_TAKEN, 'No professional is free at this time any more; choose another time.', undefined, {
      nextSlots,
    });
  }

  private firstReminder(booking: NewBooking, reservationUrl: string): NewBookingWrite['reminder'] {
    const delayMs = reminderDelayMs(booking.scheduledDate, booking.scheduledTime, booking.createdAt);
    if (delayMs === null) return null;
    return { delayMs: Math.min(delayMs, MAX_REMINDER_DELAY_MS), job: { bookingId: booking.id, version: 0, reservationUrl } };
  }

  /** The key is taken (the insert waited for its owner to commit): same request, same booking. */
  private async replay(caller: AuthUser, idempotency: { key: string; requestHash: string }): Promise<BookingView> {
    const claim = await this.repository.findClaim(caller.id, idempotency.key);
    if (!claim || claim.requestHash !== idempotency.requestHash) {
      throw new DomainException(
        ApiErrorCode.IDEMPOTENCY_KEY_REUSED,
        'This Idempotency-Key was already used for a different booking request; send a new key for a new booking.',
      );
    }
    return toBookingView(await this.em.fork().findOneOrFail(Booking, { id: claim.bookingId, user: caller.id }));
  }
}

function isBookingNumberClash(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === BOOKING_NUMBER_UNIQUE;
}

/** The trade's cap for the day was booked by another booking meanwhile. */
class DayCapReached extends Error {}
