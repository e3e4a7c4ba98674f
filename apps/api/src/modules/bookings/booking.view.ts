import type { BookingView, OfferKind, ParkingOption } from '@hm/contracts';
import type { Booking } from '@hm/db';

type ViewedColumns =
  Exclude<keyof BookingView, 'price' | 'createdAt' | 'updatedAt'> | 'subServiceName' | 'subServiceDescription' | 'priceKind' | 'currency';

/** What a view needs: a loaded Booking entity, or the values of one just written. */
export type BookingRecord = Pick<Booking, ViewedColumns> & {
  priceCents?: number | null;
  apartment?: string | null;
  description?: string | null;
  accessNotes?: string | null;
  parking?: ParkingOption | null;
  parkingNotes?: string | null;
  offerKind?: OfferKind | null;
  offerPercent?: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The API's representation of a booking (libs/contracts BookingView). */
export function toBookingView(booking: BookingRecord): BookingView {
  return {
    id: booking.id,
    bookingNumber: booking.bookingNumber,
    status: booking.status,
    timelineStatus: booking.timelineStatus,
    serviceId: booking.serviceId,
    subServiceId: booking.subServiceId,
    serviceOption: booking.serviceOption,
    price: {
      subServiceName: booking.subServiceName,
      subServiceDescription: booking.subServiceDescription,
      priceCents: booking.priceCents ?? null,
      priceKind: booking.priceKind,
      currency: booking.currency,
      offer: booking.offerKind && booking.offerPercent ? { kind: booking.offerKind, percent: booking.offerPercent } : null,
    },
    scheduledDate: booking.scheduledDate,
    scheduledTime: booking.scheduledTime,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    address: booking.address,
    apartment: booking.apartment ?? null,
    city: booking.city,
    postalCode: booking.postalCode,
    description: booking.description ?? null,
    accessNotes: booking.accessNotes ?? null,
    parking: booking.parking ?? null,
    parkingNotes: booking.parkingNotes ?? null,
    locale: booking.locale,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}
