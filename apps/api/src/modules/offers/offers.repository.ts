import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  newThankYouCode,
  OFFER_PERCENT,
  offerAddressKey,
  offerPhoneKey,
  type Language,
  type ThankYouCode,
} from '@hm/contracts';
import { bindNamed, CUSTOMER_AT_BOOKING_SQL, withNamedParameters, type CustomerAtBookingRow } from '@hm/db';
import { randomBytes } from 'node:crypto';
import { DomainException } from '../../common/errors/domain.exception.js';

/** What a customer brings to a new booking at a phone and a home (docs/pricing-and-taxes.md "Offers"). */
export interface CustomerAtBooking {
  /** The language saved on the account: the confirmation e-mail's. */
  locale: Language;
  /** No booking of the account is live or done, and no live welcome claim has this account, phone or home. */
  welcomeOpen: boolean;
  /** Some live welcome claim has this account, phone or home. */
  welcomeTaken: boolean;
  /** The account's thank-you code, when it is not in use by a live booking. */
  code: ThankYouCode | null;
}

const AT_BOOKING = withNamedParameters(CUSTOMER_AT_BOOKING_SQL);

/** What the read of CUSTOMER_AT_BOOKING_SQL says (null: the account no longer exists). */
export function customerAtBooking(row: CustomerAtBookingRow | null): CustomerAtBooking | null {
  if (!row) return null;
  return {
    locale: row.locale,
    welcomeOpen: !row.has_booking && !row.welcome_taken,
    welcomeTaken: row.welcome_taken,
    code: row.code !== null && !row.code_in_use ? { code: row.code, percent: Number(row.percent) } : null,
  };
}

/** Thank-you codes are random: a clash with an existing one is drawn again. */
const CODE_ATTEMPTS = 5;

/** The offers' reads and writes besides the claim the booking's own statement writes. */
@Injectable()
export class OffersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Null when the account no longer exists. */
  async atBooking(userId: string, keys: { phoneKey: string; addressKey: string }): Promise<CustomerAtBooking | null> {
    const { sql, parameters } = AT_BOOKING;
    const [row] = await this.em
      .fork()
      .execute<CustomerAtBookingRow[]>(
        sql,
        bindNamed(parameters, { user_id: userId, offer_phone_key: keys.phoneKey, offer_address_key: keys.addressKey }),
      );
    return customerAtBooking(row ?? null);
  }

  /** A cancelled booking gives its offer back (in the cancel's transaction). */
  async release(tx: EntityManager, bookingId: string, at: Date): Promise<void> {
    await tx.execute('update offer_claims set released_at = ? where booking_id = ? and released_at is null', [at, bookingId]);
  }

  /**
   * The customer's thank-you code, made now if they have none (their first completed job): the code
   * when it was made by this call, null when they already had one. In the completion's transaction.
   */
  async earnThankYouCode(tx: EntityManager, userId: string, bookingId: string): Promise<ThankYouCode | null> {
    for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt++) {
      const code = newThankYouCode(randomBytes(6));
      const rows = await tx.execute<{ code: string; user_id: string }[]>(
        `insert into offer_codes (code, user_id, percent, earned_by_booking_id) values (?, ?, ?, ?)
         on conflict do nothing returning code, user_id`,
        [code, userId, OFFER_PERCENT.thank_you, bookingId],
      );
      if (rows.length === 1) return { code, percent: OFFER_PERCENT.thank_you };
      // Nothing written: the account has its code already, or (rarely) the code is someone else's.
      const [existing] = await tx.execute<{ n: number }[]>('select count(*)::int as n from offer_codes where user_id = ?', [userId]);
      if (existing!.n > 0) return null;
    }
    throw new Error('could not draw a free thank-you code');
  }
}

/** The details a welcome claim is keyed on: a change to one of them moves the claim (moveWelcomeClaim). */
export const WELCOME_KEY_FIELDS = ['phone', 'address', 'apartment', 'postalCode'] as const;

/**
 * A booking's welcome offer follows it to its new phone or home (docs/pricing-and-taxes.md, "One per
 * person"), so the home that really gets the discounted job is the one that took the offer. In the
 * edit's transaction; a phone or home whose live claim is another booking's refuses the edit (409).
 */
export async function moveWelcomeClaim(
  tx: EntityManager,
  booking: { id: string; phone: string | null; address: string; apartment?: string | null; postalCode: string },
): Promise<void> {
  try {
    await tx.execute(
      `update offer_claims set phone_key = ?, address_key = ? where booking_id = ? and kind = 'welcome' and released_at is null`,
      [
        offerPhoneKey(booking.phone ?? ''),
        offerAddressKey({ address: booking.address, apartment: booking.apartment ?? null, postalCode: booking.postalCode }),
        booking.id,
      ],
    );
  } catch (error) {
    if (!isOfferTaken(error)) throw error;
    throw new DomainException(
      ApiErrorCode.WELCOME_OFFER_TAKEN,
      'This phone number or home already had the welcome offer: keep the booking at its current details.',
    );
  }
}

/** A booking's offer claim refused by the offers' unique indexes: another booking took it meanwhile. */
export function isOfferTaken(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException &&
    String((error as { constraint?: string }).constraint ?? '').startsWith('offer_claims_')
  );
}
