import { freeChangeDeadline, LATE_CHANGE_FEE_CENTS, todayInToronto, type ReservationView } from '@hm/contracts';

/** A booking with only what the edit form reads (tests of the edit mode). */
export const editableBooking = {
  bookingNumber: 'HM-20300610-0001',
  serviceId: 'no-such-service',
  subServiceId: 'no-such-sub-service',
  price: { subServiceName: 'Tap repair', subServiceDescription: 'A leaking tap fixed.' },
  scheduledDate: '2026-06-10',
  scheduledTime: '14:30',
  description: null,
  address: '123 Rue Saint-Denis',
  apartment: null,
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  firstName: 'Émilie',
  lastName: 'Tremblay',
  email: 'emilie@example.com',
  phone: '5145551234',
} as unknown as ReservationView;

/**
 * The owner's view of a booking whose visit is `daysAhead` Montreal days from today at 14:30: today is
 * always less than 24 hours away (or past), so late at any hour; a week ahead is always free.
 */
export function customerBooking(daysAhead: number): ReservationView {
  const today = new Date(`${todayInToronto()}T00:00:00Z`);
  const scheduledDate = new Date(today.getTime() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const scheduledTime = '14:30';
  return {
    ...editableBooking,
    scheduledDate,
    scheduledTime,
    viewer: 'customer',
    changePolicy: { freeUntil: freeChangeDeadline({ scheduledDate, scheduledTime }).toISOString(), lateFeeCents: LATE_CHANGE_FEE_CENTS },
    lateFees: [],
  };
}
