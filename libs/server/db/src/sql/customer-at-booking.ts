// What a customer brings to a new booking at a phone and a home (docs/pricing-and-taxes.md
// "Offers"): the account's language, whether the welcome offer is still open and its thank-you
// code. One read, by the account's primary key and the claims' partial unique indexes: a booking
// that is not cancelled means the account had its first booking; a claim not released holds its offer.

/** Placeholders `:offer_phone_key`, `:offer_address_key`, `:user_id`; no row when the account is gone. */
export const CUSTOMER_AT_BOOKING_SQL = `
select u.locale,
  exists (select 1 from bookings b where b.user_id = u.id and b.status <> 'cancelled') as has_booking,
  exists (select 1 from offer_claims c where c.kind = 'welcome' and c.released_at is null
          and (c.user_id = u.id or c.phone_key = :offer_phone_key or c.address_key = :offer_address_key)) as welcome_taken,
  o.code, o.percent,
  exists (select 1 from offer_claims c where c.code = o.code and c.released_at is null) as code_in_use
from users u left join offer_codes o on o.user_id = u.id
where u.id = :user_id`;

/** The row CUSTOMER_AT_BOOKING_SQL reads. */
export interface CustomerAtBookingRow {
  locale: 'fr' | 'en';
  has_booking: boolean;
  welcome_taken: boolean;
  code: string | null;
  percent: number | string | null;
  code_in_use: boolean;
}
