import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { torontoDate } from '../booking/booking-flow.ts';
import type { Person } from '../support/accounts.ts';

// The API calls the reservation specs make around the page: sign-in tokens, a booking made
// as the wizard makes it, the operator's transitions, and the customer's own writes.

/** The operator the seed creates outside production (libs/server/db/src/seed/demo-users.ts). */
export const SEED_ADMIN = { email: 'admin@homemate.local', password: 'Admin123!' } as const;

export async function accessTokenOf(request: APIRequestContext, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: person.email, password: person.password, rememberMe: false } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Books a leak repair (from $120, SPEC §3) for the token's owner, as the wizard would. */
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

/** An operator action (admin only): POST /api/admin/bookings/:n/transitions. */
export async function adminTransition(request: APIRequestContext, adminToken: string, bookingNumber: string, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/admin/bookings/${encodeURIComponent(bookingNumber)}/transitions`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A professional the operator may assign (the seed has one, Marc Gagnon). */
export async function seededProfessionalId(request: APIRequestContext, adminToken: string): Promise<string> {
  const response = await request.get('/api/admin/professionals', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  const professionals = (await response.json()) as { id: string; email: string }[];
  const marc = professionals.find((professional) => professional.email === 'pro@homemate.local');
  expect(marc, JSON.stringify(professionals)).toBeDefined();
  return marc!.id;
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
