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
import { OffersRepository } from './offers.repository.js';

/** The offer a new booking is made with, and what its claim records. */
export interface OfferForBooking extends BookingOffer {
  /** The welcome offer's keys; null for a thank-you code. */
  phoneKey: string | null;
  addressKey: string | null;
  /** The thank-you code used; null for the welcome offer. */
  code: string | null;
}

/** Who gets which offer (docs/pricing-and-taxes.md "Offers"); the rules are @hm/contracts'. */
@Injectable()
export class OffersService {
  constructor(private readonly repository: OffersRepository) {}

  /**
   * The account's language and the offer a booking at this phone and home gets: the welcome offer
   * when the account, the phone and the home never took it, else the account's unused thank-you
   * code, else none. An account deleted since the session check cannot book.
   */
  async forBooking(
    userId: string,
    place: OfferPreviewRequest,
  ): Promise<{ locale: Language; offer: OfferForBooking | null; welcomeTaken: boolean }> {
    const keys = { phoneKey: offerPhoneKey(place.phone), addressKey: offerAddressKey({ ...place, apartment: place.apartment ?? null }) };
    const customer = await this.repository.atBooking(userId, keys);
    if (!customer) throw new DomainException(ApiErrorCode.SESSION_EXPIRED, 'This account no longer exists.');
    const offer: OfferForBooking | null = customer.welcomeOpen
      ? { kind: 'welcome', percent: OFFER_PERCENT.welcome, ...keys, code: null }
      : customer.code
        ? { kind: 'thank_you', percent: customer.code.percent, phoneKey: null, addressKey: null, code: customer.code.code }
        : null;
    return { locale: customer.locale, offer, welcomeTaken: customer.welcomeTaken };
  }

  /** POST /api/offers/preview: what the wizard's summary shows before the customer books. */
  async preview(userId: string, place: OfferPreviewRequest): Promise<OfferPreview> {
    const { offer, welcomeTaken } = await this.forBooking(userId, place);
    return { offer: offer && { kind: offer.kind, percent: offer.percent, code: offer.code }, welcomeTaken };
  }
}
