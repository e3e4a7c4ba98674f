import Stripe from 'stripe';
import type { ApiErrorBody, BookingView, CardSetupView } from '@hm/contracts';
import { StripeStandIn } from '@hm/worker/testing/stripe-stand-in';
import type { Signed } from '../../testing/accounts-client.js';
import { signUpRequest } from '../../testing/accounts-client.js';
import { buildBookingRequest } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'payments';
const WEBHOOK_SECRET = 'whsec_test_payments_suite';

// Card payments' API side (docs/payments-by-card.md) against the local Stripe stand-in, spoken to
// by the official SDK: saving a card opens a Checkout session in setup mode; Stripe's webhooks are
// verified on the raw body, stored once and handed to the worker through the outbox.
describe('card payments: saving a card and the webhook (real PostgreSQL, Redis and a Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  let stack: IntStack;
  let homes = 0;

  beforeAll(async () => {
    stripe = await StripeStandIn.start({ webhookSecret: WEBHOOK_SECRET });
    stack = await startIntStack('hm_test_payments', SUITE, (url) =>
      testConfig(
        {
          DATABASE_URL: url,
          STRIPE_SECRET_KEY: 'sk_test_payments_suite',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(stripe.port),
          STRIPE_API_PROTOCOL: 'http',
        },
        { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
      ),
    );
    stripe.webhookUrl = `${stack.app.baseUrl}/api/payments/webhook`;
    const pro = await signUpAs(stack.client, stack.sql, 'professional');
    await addServingProfessional(stack.sql, { userId: pro.session.user.id, categories: ['plumbing', 'handyman'], prefixes: ['H'] });
  });

  afterAll(async () => {
    await stack?.close();
    await stripe?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => stack.client.call<T>(who, method, path, body);
  const customer = () => stack.client.signUp(signUpRequest({ locale: 'fr' }));
  async function booking(who: Signed): Promise<BookingView> {
    homes++;
    const request = buildBookingRequest({ phone: `514-555-${3000 + homes}`, address: `${homes} rue Fleury Est` });
    const { status, body } = await call<BookingView>(who, 'POST', 'bookings', request);
    expect(status).toBe(201);
    return body;
  }
  const storedEvents = async (id: string) =>
    (await stack.sql.query<{ type: string }>('select type from stripe_events where id = $1', [id])).rows;
  const queuedEvents = async (id: string) =>
    (await stack.sql.query(`select 1 from outbox where queue = 'payments' and payload->>'eventId' = $1`, [id])).rowCount;

  it('sends the owner to a Checkout session in setup mode, once per customer at Stripe, and 404s anyone else', async () => {
    const owner = await customer();
    const made = await booking(owner);
    const first = await call<CardSetupView>(owner, 'POST', `bookings/${made.bookingNumber}/card`);
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const again = await call<CardSetupView>(owner, 'POST', `bookings/${made.bookingNumber}/card`);
    expect(again.status).toBe(200);

    const sessions = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    const customers = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.idempotencyKey).toBe(`customer:${owner.session.user.id}`);
    expect(sessions.at(-1)!.params).toMatchObject({
      mode: 'setup',
      currency: 'cad',
      locale: 'fr-CA',
      success_url: `http://localhost:3000/reservation/${made.bookingNumber}?card=saved`,
      metadata: { booking_id: made.id },
    });
    expect(sessions.every((r) => r.idempotencyKey?.startsWith(`card-setup:${made.id}:`))).toBe(true);

    const stranger = await customer();
    const refused = await call<ApiErrorBody>(stranger, 'POST', `bookings/${made.bookingNumber}/card`);
    expect(refused.status).toBe(404);
  });

  it('refuses a card for a cancelled booking', async () => {
    const owner = await customer();
    const made = await booking(owner);
    expect((await call(owner, 'POST', `bookings/${made.bookingNumber}/cancel`)).status).toBe(200);
    const refused = await call<ApiErrorBody>(owner, 'POST', `bookings/${made.bookingNumber}/card`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CARD_NOT_NEEDED');
  });

  it('stores a signed event once and queues it once, whatever the number of deliveries', async () => {
    const owner = await customer();
    const made = await booking(owner);
    const { body } = await call<CardSetupView>(owner, 'POST', `bookings/${made.bookingNumber}/card`);
    const sessionId = body.url.split('/').at(-1)!;
    await stripe.completeCheckout(sessionId);
    await stripe.settled();
    const completed = stripe.events.find((e) => e.type === 'checkout.session.completed' && (e.object as { id: string }).id === sessionId)!;
    expect(completed.delivery).toBe('delivered');
    expect(await storedEvents(completed.id)).toEqual([{ type: 'checkout.session.completed' }]);
    expect(await queuedEvents(completed.id)).toBe(1);

    await stripe.resend(completed.id);
    await stripe.settled();
    expect(completed.attempts.at(-1)!.status).toBe(200);
    expect(await queuedEvents(completed.id)).toBe(1);
  });

  it('refuses a forged or altered event, and stores nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged_1', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    const post = (body: string, signature: string) =>
      fetch(`${stack.app.baseUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const wrongSecret = await post(payload, forged);
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as ApiErrorBody).code).toBe('INVALID_WEBHOOK_SIGNATURE');
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await post(payload.replace('succeeded', 'payment_failed'), signed)).status).toBe(400);
    expect((await post(payload, '')).status).toBe(400);
    expect(await storedEvents('evt_forged_1')).toEqual([]);
    // The genuine one goes through.
    expect((await post(payload, signed)).status).toBe(200);
    expect(await storedEvents('evt_forged_1')).toEqual([{ type: 'payment_intent.succeeded' }]);
  });
});
