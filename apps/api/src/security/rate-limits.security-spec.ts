import { PUBLIC_FORM_ROUTES, CHAT_ROUTES, SERVICE_AREA_ROUTES } from '@hm/contracts';
import { buildBookingRequest } from '../testing/booking-requests.js';
import { startSecurityApp, type SecurityApp } from './security-fixtures.js';
import { addServingProfessional } from '../testing/serving-professional.js';

// Rate limits: sign-in, booking creation, the contact form and the chat answer 429 with
// `retryAfter` (seconds) in the body and the Retry-After header once their budget is spent, and
// the refused requests store nothing. Budgets are lowered through the test configuration (the same
// settings objects production reads; see testing/test-config.ts and config/*.ts for the defaults).

const minute = 60_000;

describe('rate limits answer 429 with retryAfter (real PostgreSQL and Redis)', () => {
  let limited: SecurityApp;
  let throttled: SecurityApp;

  beforeAll(async () => {
    limited = await startSecurityApp('limits', {}, (config) => ({
      ...config,
      auth: { ...config.auth, limits: { ...config.auth.limits, signInPerIp: { limit: 3, windowMs: minute } } },
      publicForms: {
        ...config.publicForms,
        limits: {
          ...config.publicForms.limits,
          contactPerIp: { limit: 2, windowMs: 15 * minute },
          serviceAreaCheckPerIp: { limit: 3, windowMs: 15 * minute },
          availabilityPerIp: { limit: 3, windowMs: 15 * minute },
        },
      },
      chat: { ...config.chat, limits: { ...config.chat.limits, perIp: { limit: 2, windowMs: 10 * minute } } },
    }));
    // Booking creation has no budget of its own: the API-wide per-IP limit protects it.
    throttled = await startSecurityApp('throttled', {}, (config) => ({ ...config, rateLimit: { limit: 6, windowMs: minute } }));
  });

  afterAll(async () => {
    await limited?.close();
    await throttled?.close();
  });

  const post = (app: SecurityApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.app.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** Sends until the first 429 (at most `max` times); returns the statuses before it and the 429 itself. */
  async function untilLimited(send: () => Promise<Response>, max: number): Promise<{ before: number[]; limitedResponse: Response }> {
    const before: number[] = [];
    for (let i = 0; i < max; i += 1) {
      const response = await send();
      if (response.status === 429) return { before, limitedResponse: response };
      await response.body?.cancel();
      before.push(response.status);
    }
    throw new Error(`no 429 after ${max} requests: ${before.join(', ')}`);
  }

  async function expectRetryAfter(response: Response, code: string): Promise<void> {
    expect(response.status).toBe(429);
    const body = (await response.json()) as { statusCode: number; code: string; retryAfter?: number };
    expect(body).toMatchObject({ statusCode: 429, code, retryAfter: expect.any(Number) });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(Number(response.headers.get('retry-after'))).toBe(body.retryAfter);
  }

  it('limits sign-in attempts per address (429 RATE_LIMITED), even with the right password', async () => {
    const signed = await limited.client.signUp();
    const email = signed.session.user.email;
    const { before, limitedResponse } = await untilLimited(
      () => post(limited, 'auth/login', { email, password: 'Wrong-Password-1!', rememberMe: false }),
      10,
    );
    expect(before).toEqual([401, 401, 401]);
    await expectRetryAfter(limitedResponse, 'RATE_LIMITED');
    expect((await post(limited, 'auth/login', { email, password: 'Maison2026!', rememberMe: false })).status).toBe(429);
  });

  it("limits the booking wizard's address check per address", async () => {
    const check = () => fetch(`${limited.app.baseUrl}/api/${SERVICE_AREA_ROUTES.check}?serviceId=plumbing&postalCode=H2X%201Y4`);
    const { before, limitedResponse } = await untilLimited(check, 10);
    expect(before).toEqual([200, 200, 200]);
    await expectRetryAfter(limitedResponse, 'RATE_LIMITED');
  });

  it('limits the contact form per address, and stores no refused message', async () => {
    const message = () => ({
      firstName: 'Léa',
      lastName: 'Roy',
      email: 'lea@example.com',
      subject: 'general',
      message: 'Bonjour, une question.',
      locale: 'fr',
      website: '',
    });
    const { before, limitedResponse } = await untilLimited(() => post(limited, PUBLIC_FORM_ROUTES.contact, message()), 10);
    expect(before.every((status) => status >= 200 && status < 300)).toBe(true);
    expect(before).toHaveLength(2);
    await expectRetryAfter(limitedResponse, 'RATE_LIMITED');
    const { rows } = await limited.sql.query<{ n: number }>('select count(*)::int as n from contact_messages');
    expect(rows[0]!.n).toBe(2);
  });

  it('limits chat messages per address, whatever the visitor cookie (429 CHAT_IP_RATE_LIMITED)', async () => {
    // No cookie sent back: every request is a new visitor, as a script clearing cookies would be.
    const { before, limitedResponse } = await untilLimited(
      () => post(limited, CHAT_ROUTES.messages, { content: 'Combien coûte un plombier ?', locale: 'fr' }),
      10,
    );
    expect(before).toEqual([202, 202]);
    await expectRetryAfter(limitedResponse, 'CHAT_IP_RATE_LIMITED');
  });

  it('limits booking creation through the API-wide budget, and stores no refused booking', async () => {
    // Bookings are accepted where an approved pro works: one serves all of Montreal (H).
    await addServingProfessional(throttled.sql);
    const signed = await throttled.client.signUp();
    const book = () =>
      fetch(`${throttled.app.baseUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signed.session.accessToken}` },
        body: JSON.stringify(buildBookingRequest()),
      });
    const { before, limitedResponse } = await untilLimited(book, 10);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((status) => status === 201)).toBe(true);
    await expectRetryAfter(limitedResponse, 'RATE_LIMITED');
    const { rows } = await throttled.sql.query<{ n: number }>('select count(*)::int as n from bookings');
    expect(rows[0]!.n).toBe(before.length);
  });
});
