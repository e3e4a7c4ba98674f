import { expect, type APIRequestContext } from '@playwright/test';
import type { Person } from './accounts.ts';

// API calls the specs make around the pages: a sign-in token, and the operator's moves on a
// booking (what the professional app or the /admin console would do).

/** The operator the seed creates outside production (libs/server/db/src/seed/demo-users.ts). */
export const SEED_ADMIN = { email: 'admin@homemate.local', password: 'Admin123!' } as const;
/** The support account the seed creates outside production: the console's inbox, people read-only. */
export const SEED_SUPPORT = { email: 'support@homemate.local', password: 'Support123!' } as const;

/** An access token for the account, from the same sign-in the login form uses. */
export async function accessTokenOf(request: APIRequestContext, person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: person.email, password: person.password, rememberMe: false } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** An operator action (admin only): POST /api/admin/bookings/:n/transitions. */
export async function adminTransition(
  request: APIRequestContext,
  adminToken: string,
  bookingNumber: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await request.post(`/api/admin/bookings/${encodeURIComponent(bookingNumber)}/transitions`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A seeded professional the operator may assign: Marc Gagnon (pro@homemate.local) by default, or
 * Sophie Bélanger (pro2@homemate.local), whose team works every day.
 */
export async function seededProfessionalId(
  request: APIRequestContext,
  adminToken: string,
  email: 'pro@homemate.local' | 'pro2@homemate.local' = 'pro@homemate.local',
): Promise<string> {
  const response = await request.get('/api/admin/professionals', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  const professionals = (await response.json()) as { id: string; email: string }[];
  const pro = professionals.find((professional) => professional.email === email);
  expect(pro, JSON.stringify(professionals)).toBeDefined();
  return pro!.id;
}
