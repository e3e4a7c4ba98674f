import {
  PRO_APP_ROUTES,
  SERVICE_AREA_ROUTES,
  type ApiErrorBody,
  type ServiceAreaCheckView,
  type ServiceAreaWaitlistRequest,
  type UpdateProProfileRequest,
} from '@hm/contracts';
import type { MailJob } from '@hm/queue';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional, giveVerifiedCredentials } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'service-areas';
const PUBLIC_URL = 'https://homemate.test';

describe('service areas: the address check, the waitlist and the opening e-mail (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let alice: Signed;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_service_areas', SUITE, (url) =>
      testConfig({ DATABASE_URL: url, PUBLIC_URL }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    // Plumbing in Montreal's H2X only.
    await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['H2X'] });
    alice = await stack.client.signUp(signUpRequest({ firstName: 'Alice', email: 'alice@example.com', locale: 'fr' }));
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function call<T>(method: string, path: string, body?: unknown, who: Signed | null = null): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who?.session.accessToken ?? null, body);
    return { status: response.status, body: (await response.json()) as T };
  }
  const check = (serviceId: string, postalCode: string) =>
    call<ServiceAreaCheckView & ApiErrorBody>(
      'GET',
      `${SERVICE_AREA_ROUTES.check}?${new URLSearchParams({ serviceId, postalCode }).toString()}`,
    );
  const join = (request: Partial<ServiceAreaWaitlistRequest> & { website?: string }, who: Signed | null = null) =>
    call<{ status: string } & ApiErrorBody>(
      'POST',
      who ? SERVICE_AREA_ROUTES.waitlistSignedIn : SERVICE_AREA_ROUTES.waitlist,
      { email: 'Gabrielle@Example.com ', serviceId: 'plumbing', postalCode: 'j8y 3r7', locale: 'en', ...request },
      who,
    );
  const entries = async () =>
    (
      await stack.sql.query(
        `select email, fsa, service_id, locale, user_id, notified_at is not null as notified from service_area_waitlist order by created_at, email`,
      )
    ).rows;
  const openingMails = async () =>
    (await stack.sql.query(`select payload from outbox where payload->>'template' = 'serviceAreaOpened' order by id`)).rows.map(
      (row) => row.payload as MailJob,
    );

  it('says whether a pro of the service serves the postal code, with its FSA', async () => {
    expect(await check('plumbing', 'h2x1y4')).toEqual({ status: 200, body: { served: true, fsa: 'H2X' } });
    expect(await check('plumbing', 'H2T 2B2')).toEqual({ status: 200, body: { served: false, fsa: 'H2T' } });
    expect(await check('cleaning', 'H2X 1Y4')).toEqual({ status: 200, body: { served: false, fsa: 'H2X' } });
  });

  it('refuses a code outside Quebec, a wrong code and an unknown or unbookable service with their codes', async () => {
    for (const [serviceId, postalCode, fields] of [
      ['plumbing', 'V6B 1A1', { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] }],
      ['plumbing', '75001', { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] }],
      ['plumbing', '90210', { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] }],
      ['plumbing', 'H2X', { postalCode: ['INVALID_POSTAL_CODE'] }],
      ['rocket-science', 'H2X 1Y4', { serviceId: ['UNKNOWN_SERVICE'] }],
      ['painting', 'H2X 1Y4', { serviceId: ['SERVICE_NOT_BOOKABLE'] }],
    ] as const) {
      const { status, body } = await check(serviceId, postalCode);
      expect({ postalCode, status, code: body.code, fields: body.fields }).toEqual({
        postalCode,
        status: 400,
        code: 'VALIDATION_FAILED',
        fields,
      });
    }
  });

  it('stores a waitlist entry once per e-mail, area and service; signed in, with the account', async () => {
    expect(await join({})).toEqual({ status: 200, body: { status: 'subscribed' } });
    expect(await join({ postalCode: 'J8Y 1A1', email: 'gabrielle@example.com' })).toEqual({
      status: 200,
      body: { status: 'already_subscribed' },
    });
    expect((await join({ serviceId: 'cleaning' })).body).toEqual({ status: 'subscribed' });
    expect((await join({ email: 'alice@example.com', locale: 'fr' }, alice)).body).toEqual({ status: 'subscribed' });
    // A coming-soon service's "notify me" form: the same list, told once a pro offers it there.
    expect((await join({ email: 'marie@example.com', serviceId: 'electrical', locale: 'fr' })).body).toEqual({ status: 'subscribed' });
    // A robot filling the honeypot is answered like a person and nothing is kept.
    expect((await join({ email: 'robot@example.com', website: 'http://spam.example' })).body).toEqual({ status: 'subscribed' });
    expect(await join({ postalCode: 'V6B 1A1' })).toMatchObject({
      status: 400,
      body: { fields: { postalCode: ['POSTAL_CODE_OUTSIDE_QUEBEC'] } },
    });
    expect(await join({ email: 'not-an-email' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await entries()).toEqual([
      { email: 'gabrielle@example.com', fsa: 'J8Y', service_id: 'plumbing', locale: 'en', user_id: null, notified: false },
      { email: 'gabrielle@example.com', fsa: 'J8Y', service_id: 'cleaning', locale: 'en', user_id: null, notified: false },
      { email: 'alice@example.com', fsa: 'J8Y', service_id: 'plumbing', locale: 'fr', user_id: alice.session.user.id, notified: false },
      { email: 'marie@example.com', fsa: 'J8Y', service_id: 'electrical', locale: 'fr', user_id: null, notified: false },
    ]);
    // The signed-in route needs a session.
    expect((await stack.client.send('POST', SERVICE_AREA_ROUTES.waitlistSignedIn, null, {})).status).toBe(401);
  });

  it('e-mails each waiting person once, in their language, when a pro of the service starts serving the area', async () => {
    const pro = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Luc', lastName: 'Roy' });
    // A plumber serves an area only with verified credentials (docs/verified-trades.md).
    await giveVerifiedCredentials(stack.sql, pro.session.user.id);
    const profile = (overrides: Partial<UpdateProProfileRequest>): UpdateProProfileRequest => ({
      firstName: 'Luc',
      lastName: 'Roy',
      phone: '+1 819 555 0100',
      categories: ['plumbing'],
      serviceAreaPrefixes: [],
      bioFr: null,
      bioEn: null,
      ...overrides,
    });
    const save = (overrides: Partial<UpdateProProfileRequest>) => call('PUT', PRO_APP_ROUTES.profile, profile(overrides), pro);

    // Near, but not covering J8Y: nobody is told.
    expect((await save({ serviceAreaPrefixes: ['J8Z', 'J9'] })).status).toBe(200);
    expect(await openingMails()).toEqual([]);

    // J8 covers J8Y: the two plumbing entries are told (not the cleaning one), each in their language.
    expect((await save({ serviceAreaPrefixes: ['J8Z', 'J8'] })).status).toBe(200);
    const mails = await openingMails();
    expect(mails.map((mail) => [mail.to, mail.locale]).sort()).toEqual([
      ['alice@example.com', 'fr'],
      ['gabrielle@example.com', 'en'],
    ]);
    const english = mails.find((mail) => mail.to === 'gabrielle@example.com')!;
    expect(english.subject).toBe('Plumbing: HomeMate now comes to J8Y');
    expect(english.text).toContain(`${PUBLIC_URL}/book-service`);
    expect(mails.find((mail) => mail.to === 'alice@example.com')!.subject).toContain('Plomberie');
    expect((await entries()).map((entry) => [entry.email, entry.service_id, entry.notified])).toEqual([
      ['gabrielle@example.com', 'plumbing', true],
      ['gabrielle@example.com', 'cleaning', false],
      ['alice@example.com', 'plumbing', true],
      // A coming-soon service waits for a pro who offers it there.
      ['marie@example.com', 'electrical', false],
    ]);
    expect((await check('plumbing', 'J8Y 3R7')).body).toEqual({ served: true, fsa: 'J8Y' });

    // Saving again, or another pro opening the same area, tells nobody twice.
    expect((await save({ serviceAreaPrefixes: ['J8'], bioEn: 'Plumber in Gatineau' })).status).toBe(200);
    await addServingProfessional(stack.sql, { categories: ['plumbing'], prefixes: ['J'] });
    expect(await openingMails()).toHaveLength(2);
    // Asking again once told is "already subscribed": the entry stays told.
    expect((await join({})).body).toEqual({ status: 'already_subscribed' });

    // Cleaning opens for the one still waiting.
    expect((await save({ categories: ['plumbing', 'cleaning'], serviceAreaPrefixes: ['J8'] })).status).toBe(200);
    expect((await openingMails()).map((mail) => mail.subject)).toContain('Cleaning: HomeMate now comes to J8Y');
    expect(await openingMails()).toHaveLength(3);

    // A pro who lists a coming-soon service opens nothing for it: it cannot be booked yet.
    const saved = await save({ categories: ['plumbing', 'cleaning', 'electrical'], serviceAreaPrefixes: ['J'] });
    expect(saved.status).toBe(200);
    expect(await openingMails()).toHaveLength(3);
    expect((await entries()).find((entry) => entry.service_id === 'electrical')).toMatchObject({ notified: false });
  });
});
