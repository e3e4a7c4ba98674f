// Booking changes that notify both sides by e-mail (docs/notifications.md), made during an outage by
// the fault specs: on a booking with an assigned professional, the customer edits the address (the
// pro gets proJobUpdated, the customer bookingUpdated with the calendar entry) and then cancels (the
// pro gets proJobCancelled, the customer bookingCancelled). Each e-mail must arrive exactly once.
import { randomClientAddress } from '../../bench/http-load.ts';
import { mailKey } from './smtp-sink.ts';
import { BOOKING_CONTACT_EMAIL, createBooking, type SeededUser } from './stack.ts';

/**
 * How long Redis or the SMTP server stays down in these specs. The documented guarantee is for 30 s
 * (the default); FAULT_OUTAGE_SECONDS shortens it for a quicker local run.
 */
export const OUTAGE_MS = Number(process.env['FAULT_OUTAGE_SECONDS'] ?? '30') * 1000;

async function call(url: string, token: string, method: string, body?: unknown): Promise<number> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': randomClientAddress() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** `count` bookings of `customer`, each assigned by `admin` to `pro` (their e-mails: confirmation, pro assigned). */
export async function assignedBookings(apiUrl: string, users: { customer: SeededUser; pro: SeededUser; admin: SeededUser }, count: number) {
  const numbers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { status, bookingNumber } = await createBooking(apiUrl, users.customer.token);
    if (status !== 201 || !bookingNumber) throw new Error(`booking answered ${status}`);
    const assigned = await call(`${apiUrl}/api/admin/bookings/${bookingNumber}/transitions`, users.admin.token, 'POST', {
      action: 'assign',
      professionalId: users.pro.id,
    });
    if (assigned !== 200) throw new Error(`assign answered ${assigned}`);
    numbers.push(bookingNumber);
  }
  return numbers;
}

/** The customer edits each booking, then cancels it; resolves with every answer's status. */
export async function editThenCancel(apiUrl: string, customer: SeededUser, bookingNumbers: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const number of bookingNumbers) {
    statuses.push(await call(`${apiUrl}/api/bookings/${number}`, customer.token, 'PATCH', { address: '1200 avenue McGill College' }));
    statuses.push(await call(`${apiUrl}/api/bookings/${number}/cancel`, customer.token, 'POST'));
  }
  return statuses;
}

/** Every e-mail the bookings of assignedBookings + editThenCancel must produce, once each, by mailKey. */
export function bothSidesMails(bookingNumbers: readonly string[], pro: SeededUser): Map<string, number> {
  const expected = new Map<string, number>();
  for (const number of bookingNumbers) {
    for (const template of ['bookingConfirmation', 'bookingProAssigned', 'bookingUpdated', 'bookingCancelled'])
      expected.set(mailKey(BOOKING_CONTACT_EMAIL, template, number), 1);
    for (const template of ['proJobUpdated', 'proJobCancelled']) expected.set(mailKey(pro.email, template, number), 1);
  }
  return expected;
}

/** `mails` sorted by key, to compare with toEqual (a missing or doubled e-mail shows in the diff). */
export const sortedMails = (mails: Map<string, number>): [string, number][] => [...mails].sort(([a], [b]) => a.localeCompare(b));
