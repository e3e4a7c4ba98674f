import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { torontoDate } from '../booking/booking-flow.ts';
import { freeVisitTimes, type FreeVisitQuery } from '../support/free-visit.ts';

// The API calls the reservation specs make around the page: a booking made as the wizard makes
// it, and the customer's own writes (tokens and operator moves: support/api-calls.ts).

export interface BookingOptions {
  /** A pro the spec will assign, free at the visit (and at the times it will move it to). */
  freeFor?: FreeVisitQuery['freeFor'];
  /** Fields of the request to change (the name that makes a dashboard row findable, say). */
  details?: Record<string, unknown>;
}

/**
 * Books a leak repair (from $120) for the token's owner, as the wizard would, `daysAhead` days from
 * today at a free time of that day (support/free-visit.ts); a time taken meanwhile by another
 * worker is answered 409 SLOT_TAKEN, and the next free time is tried.
 */
export async function createBooking(
  request: APIRequestContext,
  token: string,
  daysAhead = 7,
  options: BookingOptions = {},
): Promise<string> {
  const scheduledDate = torontoDate(daysAhead);
  const times = await freeVisitTimes(request, { date: scheduledDate, freeFor: options.freeFor });
  for (const scheduledTime of times) {
    const response = await request.post('/api/bookings', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: {
        serviceId: 'plumbing',
        subServiceId: 'leak-repair',
        scheduledDate,
        scheduledTime,
        firstName: 'Lucie',
        lastName: 'Tremblay',
        email: 'lucie.tremblay@example.com',
        phone: '514 555 0199',
        address: '1234 rue Saint-Denis',
        city: 'Montréal',
        postalCode: 'H2X 1Y4',
        description: 'The kitchen sink leaks under the cabinet.',
        ...options.details,
      },
    });
    if (response.status() === 409 && ((await response.json()) as { code?: string }).code === 'SLOT_TAKEN') continue;
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { bookingNumber: string }).bookingNumber;
  }
  throw new Error(`every free time of ${scheduledDate} was taken meanwhile`);
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
