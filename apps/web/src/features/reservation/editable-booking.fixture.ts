import type { ReservationView } from '@hm/contracts';

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
