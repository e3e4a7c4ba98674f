import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { torontoDate } from '../booking/booking-flow.ts';

// The API calls the reservation specs make around the page: a booking made as the wizard makes
// it, and the customer's own writes (tokens and operator moves: support/api-calls.ts).

/** Books a leak repair (from $120) for the token's owner, as the wizard would. */
export async function createBooking(request: APIRequestContext, token: string, daysAhead = 7): Promise<string> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: {
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      scheduledDate: torontoDate(daysAhead),
      scheduledTime: '14:30',
      firstName: 'Lucie',
      lastName: 'Tremblay',
      email: 'lucie.tremblay@example.com',
      phone: '514 555 0199',
      address: '1234 rue Saint-Denis',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: 'The kitchen sink leaks under the cabinet.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { bookingNumber: string }).bookingNumber;
}

/** The customer's own calls on one booking, to check what the server accepts. */
export function customerCalls(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const url = (bookingNumber: string, suffix = '') => `/api/bookings/${encodeURIComponent(bookingNumber)}${suffix}`;
  return {
    get: (bookingNumber: string) => request.get(url(bookingNumber), { headers }),
    patch: (bookingNumber: string, data: Record<string, unknown>) => request.patch(url(bookingNumber), { headers, data }),
    cancel: (bookingNumber: string) => request.post(url(bookingNumber, '/cancel'), { headers }),
  };
}
