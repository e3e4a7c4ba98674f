import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import enDashboard from '../../../../libs/i18n/locales/en/dashboard.json' with { type: 'json' };
import frDashboard from '../../../../libs/i18n/locales/fr/dashboard.json' with { type: 'json' };
import { torontoDate } from '../booking/booking-flow.ts';
import type { Person } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';

export const dashboardTexts = { en: enDashboard, fr: frDashboard } as const satisfies Record<Lang, unknown>;

/** The operator the seed creates outside production (libs/server/db/src/seed/demo-users.ts). */
export const SEED_ADMIN = { email: 'admin@homemate.local', password: 'Admin123!' } as const;

/** An access token for the account, from the same sign-in the login form uses. */
export async function accessTokenOf(request: APIRequestContext, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: person.email, password: person.password, rememberMe: false } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export interface CreatedBooking {
  bookingNumber: string;
  firstName: string;
}

/** Books plumbing for the token's owner through the API, as the wizard would; `firstName` makes the row findable. */
export async function createBooking(request: APIRequestContext, token: string, firstName: string, daysAhead = 7): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    data: {
      serviceId: 'plumbing',
      subServiceId: 'leak-repair',
      scheduledDate: torontoDate(daysAhead),
      scheduledTime: '14:30',
      firstName,
      lastName: 'Tremblay',
      email: `${firstName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}.tremblay@example.com`,
      phone: '514 555 0199',
      address: '1234 rue Saint-Denis',
      apartment: '',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      description: 'The kitchen sink leaks under the cabinet.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { bookingNumber: string };
  return { bookingNumber: booking.bookingNumber, firstName };
}

/** An operator action on a booking (admin only): POST /api/admin/bookings/:n/transitions. */
export async function adminTransition(request: APIRequestContext, adminToken: string, bookingNumber: string, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/admin/bookings/${encodeURIComponent(bookingNumber)}/transitions`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A professional the operator may assign (the seed has one). */
export async function firstProfessionalId(request: APIRequestContext, adminToken: string): Promise<string> {
  const response = await request.get('/api/admin/professionals', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  const professionals = (await response.json()) as { id: string }[];
  expect(professionals.length).toBeGreaterThan(0);
  return professionals[0]!.id;
}
