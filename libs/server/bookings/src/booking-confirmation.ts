import type { EntityManager } from '@mikro-orm/postgresql';
import { bookedOptionLabel, getService } from '@hm/catalog';
import type { Language, OfferKind } from '@hm/contracts';
import { bookingConfirmationMail, type TemplatedMail } from '@hm/mail';
import type { BookingConfirmationJob } from '@hm/queue';

interface Row {
  id: string;
  booking_number: string;
  email: string;
  first_name: string;
  service_id: string;
  sub_service_id: string;
  service_option: string;
  price_cents: number | null;
  /** The booking's price kinds (bookings.price_kind). */
  price_kind: 'from_hour' | 'from_job' | 'quote';
  scheduled_date: string;
  scheduled_time: string;
  address: string;
  apartment: string | null;
  city: string;
  postal_code: string;
  created_at: Date;
  offer_kind: OfferKind | null;
  offer_percent: number | null;
  offer_code: string | null;
  /** The language saved on the account: the e-mail's (docs/notifications.md). */
  owner_locale: Language;
}

/**
 * A new booking's confirmation e-mail, written from the booking as stored (its price, its offer
 * with the thank-you code it took, its time and address) in the customer's saved language, with
 * its calendar entry; null when the booking no longer exists. The worker sends it; the booking's
 * insert statement only queues the job, so a booking request renders nothing.
 */
export async function bookingConfirmationMailOf(em: EntityManager, job: BookingConfirmationJob): Promise<TemplatedMail | null> {
  const [row] = await em.getConnection().execute<Row[]>(
    `select b.id, b.booking_number, b.email, b.first_name, b.service_id, b.sub_service_id, b.service_option, b.price_cents, b.price_kind,
            b.scheduled_date::text as scheduled_date, b.scheduled_time, b.address, b.apartment, b.city, b.postal_code, b.created_at,
            b.offer_kind, b.offer_percent, u.locale as owner_locale,
            (select c.code from offer_claims c where c.booking_id = b.id limit 1) as offer_code
     from bookings b join users u on u.id = b.user_id
     where b.id = ?`,
    [job.bookingId],
  );
  if (!row) return null;
  const locale = row.owner_locale;
  const priceCents = row.price_cents === null ? null : Number(row.price_cents);
  return bookingConfirmationMail(locale, {
    to: row.email,
    bookingId: row.id,
    bookingNumber: row.booking_number,
    firstName: row.first_name,
    serviceName: getService(row.service_id)?.name[locale] ?? row.service_id,
    serviceOption: bookedOptionLabel(
      {
        serviceId: row.service_id,
        subServiceId: row.sub_service_id,
        priceCents,
        priceKind: row.price_kind,
        serviceOption: row.service_option,
      },
      locale,
    ),
    priceCents,
    priceKind: row.price_kind,
    offer: row.offer_kind && { kind: row.offer_kind, percent: Number(row.offer_percent), code: row.offer_code },
    scheduledDate: row.scheduled_date,
    scheduledTime: row.scheduled_time,
    address: row.address,
    apartment: row.apartment,
    city: row.city,
    postalCode: row.postal_code,
    reservationUrl: job.reservationUrl,
    createdAt: new Date(row.created_at),
  });
}
