import { Injectable } from '@nestjs/common';
import {
  ApiErrorCode,
  OFFER_PERCENT,
  offerAddressKey,
  offerPhoneKey,
  type BookingOffer,
  type Language,
  type OfferPreview,
  type OfferPreviewRequest,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { OffersRepository, type CustomerAtBooking } from './offers.repository.js';

/** The offer a new booking is made with, and what its claim records. */
export interface OfferForBooking extends BookingOffer {
  /** The welcome offer's keys; null for a thank-you code. */
  phoneKey: string | null;
  addressKey: string | null;
  /** The thank-you code used; null for the welcome offer. */
  code: string | null;
}

/** The customer's language and the offer their booking is made with. */
export interface OfferAtBooking {
  locale: Language;
  offer: OfferForBooking | null;
  welcomeTaken: boolean;
}

/** The welcome offer's keys of a booking's phone and home. */
export function offerKeys(place: OfferPreviewRequest): { phoneKey: string; addressKey: string } {
  return { phoneKey: offerPhoneKey(place.phone), addressKey: offerAddressKey({ ...place, apartment: place.apartment ?? null }) };
}

/**
 * The account's language and the offer a booking at this phone and home gets: the welcome offer
 * when the account, the phone and the home never took it, else the account's unused thank-you
 * code, else none. An account deleted since the session check cannot book.
 */
export function offerAtBooking(customer: CustomerAtBooking | null, keys: { phoneKey: string; addressKey: string }): OfferAtBooking {
  if (!customer) throw new DomainException(ApiErrorCode.SESSION_EXPIRED, 'This account no longer exists.');
  const offer: OfferForBooking | null = customer.welcomeOpen
    ? { kind: 'welcome', percent: OFFER_PERCENT.welcome, ...keys, code: null }
    : customer.code
      ? { kind: 'thank_you', percent: customer.code.percent, phoneKey: null, addressKey: null, code: customer.code.code }
      : null;
  return { locale: customer.locale, offer, welcomeTaken: customer.welcomeTaken };
}

/** Who gets which offer (docs/pricing-and-taxes.md "Offers"); the rules are @hm/contracts'. */
@Injectable()
export class OffersService {
  constructor(private readonly repository: OffersRepository) {}

  /** offerAtBooking, read on its own (a new booking reads it with its candidates: AvailabilityService.forNewBooking). */
  async forBooking(userId: string, place: OfferPreviewRequest): Promise<OfferAtBooking> {
    const keys = offerKeys(place);
    return offerAtBooking(await this.repository.atBooking(userId, keys), keys);
  }

  /** POST /api/offers/preview: what the wizard's summary shows before the customer books. */
  async preview(userId: string, place: OfferPreviewRequest): Promise<OfferPreview> {
    const { offer, welcomeTaken } = await this.forBooking(userId, place);
    return { offer: offer && { kind: offer.kind, percent: offer.percent, code: offer.code }, welcomeTaken };
  }
}
