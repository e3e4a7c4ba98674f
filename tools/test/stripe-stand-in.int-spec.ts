import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION, StripeStandIn, type TestCard } from '@hm/worker/testing/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_stand_in_test_secret';
// Only for the webhook helpers: constructing a client makes no request.
const verifier = new Stripe('sk_test_verifier');

interface Delivered {
  body: string;
  headers: IncomingHttpHeaders;
  /** The event constructEvent returned, or null when it threw. */
  event: Stripe.Event | null;
  status: number;
}

/** A real webhook endpoint: verifies each delivery with the SDK, answers 500 to the next `failNext` ones. */
async function startReceiver(): Promise<{ server: Server; url: string; deliveries: Delivered[]; failNext: (count: number) => void }> {
  const deliveries: Delivered[] = [];
  let failures = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: Stripe.Event | null = null;
      try {
        event = verifier.webhooks.constructEvent(body, request.headers['stripe-signature'] ?? '', WEBHOOK_SECRET);
      } catch {
        // Recorded as null: the test sees the signature did not verify.
      }
      const status = failures > 0 ? 500 : 200;
      if (failures > 0) failures--;
      deliveries.push({ body, headers: request.headers, event, status });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/webhooks/stripe`, deliveries, failNext: (count) => (failures = count) };
}

// The integration the API has, against the real SDK: customers, Checkout, off-session payments, refunds, webhooks.
describe('the local Stripe stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    standIn = await StripeStandIn.start({ port: 0, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET });
    stripe = new Stripe('sk_test_anything', { host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 2 });
  });
  afterAll(async () => {
    await standIn?.close();
    receiver?.server.closeAllConnections();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });
  beforeEach(async () => {
    await standIn.settled();
    receiver.deliveries.length = 0;
  });

  const types = () => receiver.deliveries.map((delivery) => delivery.event?.type ?? 'unverified');

  /** A customer who saved `card` through a setup-mode Checkout Session. */
  async function customerWithCard(card: TestCard) {
    const customer = await stripe.customers.create({ email: 'ana@example.com', name: 'Ana Lima' });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      customer: customer.id,
      success_url: 'http://app.test/saved',
    });
    const completed = (await standIn.completeCheckout(session.id, card)) as Stripe.Checkout.Session;
    const setupIntent = await stripe.setupIntents.retrieve(completed.setup_intent as string);
    await standIn.settled();
    receiver.deliveries.length = 0;
    return { customer, paymentMethod: setupIntent.payment_method as string };
  }

  it('saves a card through a setup-mode Checkout Session and sends verifiable events that carry it', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com', name: 'Ana Lima', metadata: { user_id: 'u1' } });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    expect(customer).toMatchObject({ object: 'customer', email: 'ana@example.com', livemode: false, metadata: { user_id: 'u1' } });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);

    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      customer: customer.id,
      success_url: 'http://app.test/saved?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/cancelled',
      client_reference_id: 'u1',
      metadata: { booking_id: 'b1' },
      setup_intent_data: { metadata: { booking_id: 'b1' } },
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${standIn.url}/checkout/${session.id}`,
      status: 'open',
      mode: 'setup',
      customer: customer.id,
      payment_status: 'no_payment_required',
      setup_intent: null,
      metadata: { booking_id: 'b1' },
    });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: expect.stringMatching(/^stripe-node-retry-/),
      params: { mode: 'setup', setup_intent_data: { metadata: { booking_id: 'b1' } } },
    });

    await standIn.completeCheckout(session.id, '4000002500003155');
    await standIn.settled();

    expect(types()).toEqual(['setup_intent.succeeded', 'checkout.session.completed']);
    const [setupEvent, completedEvent] = receiver.deliveries.map((delivery) => delivery.event!);
    const setupIntent = setupEvent!.data.object as Stripe.SetupIntent;
    expect(setupIntent).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      customer: customer.id,
      metadata: { booking_id: 'b1' },
    });
    expect(setupIntent.payment_method).toMatch(/^pm_/);
    expect(completedEvent).toMatchObject({
      object: 'event',
      api_version: Stripe.API_VERSION,
      livemode: false,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, status: 'complete', setup_intent: setupIntent.id, metadata: { booking_id: 'b1' } } },
    });
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    expect(receiver.deliveries[0]!.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    });
    const { body, headers } = receiver.deliveries[1]!;
    expect((await verifier.webhooks.constructEventAsync(body, headers['stripe-signature']!, WEBHOOK_SECRET)).id).toBe(completedEvent!.id);
    expect(standIn.events.slice(-2).map((event) => [event.type, event.delivery, event.attempts.length])).toEqual([
      ['setup_intent.succeeded', 'delivered', 1],
      ['checkout.session.completed', 'delivered', 1],
    ]);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ['setup_intent', 'setup_intent.payment_method'] });
    const expanded = retrieved.setup_intent as Stripe.SetupIntent;
    expect(expanded.id).toBe(setupIntent.id);
    expect(expanded.payment_method).toMatchObject({
      id: setupIntent.payment_method,
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '3155', exp_month: 12, country: 'US' },
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      idempotencyKey: null,
      params: { expand: ['setup_intent', 'setup_intent.payment_method'] },
    });
    const paymentMethod = await stripe.paymentMethods.retrieve(setupIntent.payment_method as string);
    expect(paymentMethod.card?.last4).toBe('3155');
  });

  it('charges a saved card off-session, and turns authentication and declines into card errors with the PaymentIntent', async () => {
    const good = await customerWithCard('4242424242424242');
    const needsAuth = await customerWithCard('4000002500003155');
    const declines = await customerWithCard('4000000000009995');
    const paid = await stripe.paymentIntents.create({
      amount: 4500,
      currency: 'eur',
      customer: good.customer.id,
      payment_method: good.paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { booking_id: 'b2' },
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount: 4500,
      amount_received: 4500,
      currency: 'eur',
      metadata: { booking_id: 'b2' },
    });
    expect(paid.latest_charge).toMatch(/^ch_/);
    await standIn.settled();
    expect(types()).toEqual(['payment_intent.succeeded', 'charge.succeeded']);
    expect(receiver.deliveries[0]!.event!.request).toEqual({
      id: paid.lastResponse.requestId,
      idempotency_key: paid.lastResponse.idempotencyKey,
    });
    expect(receiver.deliveries[1]!.event!.data.object).toMatchObject({ id: paid.latest_charge, amount: 4500, payment_intent: paid.id });
    receiver.deliveries.length = 0;

    const authError = await stripe.paymentIntents
      .create({
        amount: 4500,
        currency: 'eur',
        customer: needsAuth.customer.id,
        payment_method: needsAuth.paymentMethod,
        off_session: true,
        confirm: true,
      })
      .catch((error: unknown) => error);
    expect(authError).toBeInstanceOf(Stripe.errors.StripeCardError);
    const card = authError as Stripe.errors.StripeCardError;
    expect(card).toMatchObject({ statusCode: 402, code: 'authentication_required', decline_code: 'authentication_required' });
    const failedIntent = (card.raw as { payment_intent: Stripe.PaymentIntent }).payment_intent;
    expect(failedIntent.id).toMatch(/^pi_/);
    expect(failedIntent.status).toBe('requires_payment_method');
    expect((await stripe.paymentIntents.retrieve(failedIntent.id)).last_payment_error).toMatchObject({ code: 'authentication_required' });

    const declined = await stripe.paymentIntents
      .create({
        amount: 4500,
        currency: 'eur',
        customer: declines.customer.id,
        payment_method: declines.paymentMethod,
        off_session: true,
        confirm: true,
      })
      .catch((error: unknown) => error as Stripe.errors.StripeCardError);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    expect((declined as Stripe.errors.StripeCardError).payment_intent?.status).toBe('requires_payment_method');

    const unconfirmed = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'eur',
      customer: good.customer.id,
      payment_method: good.paymentMethod,
    });
    expect(unconfirmed.status).toBe('requires_confirmation');
    await standIn.settled();
    expect(types()).toEqual(['payment_intent.payment_failed', 'payment_intent.payment_failed']);
    expect(receiver.deliveries.map((delivery) => (delivery.event!.data.object as Stripe.PaymentIntent).id)).toEqual([
      failedIntent.id,
      (declined as Stripe.errors.StripeCardError).payment_intent!.id,
    ]);
  });

  it('replays a request made again with the same idempotency key, and refuses the key with other parameters', async () => {
    const params = { amount: 1200, currency: 'eur', payment_method: 'pm_card_visa', confirm: true };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'booking-b3-charge' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'booking-b3-charge' });
    expect(again.id).toBe(first.id);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await standIn.settled();
    expect(standIn.events.filter((event) => event.object['id'] === first.id).map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
    ]);
    expect(standIn.requests.filter((request) => request.idempotencyKey === 'booking-b3-charge')).toHaveLength(2);

    const refused = await stripe.paymentIntents
      .create({ ...params, amount: 1300 }, { idempotencyKey: 'booking-b3-charge' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(refused).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
  });

  it('refunds part, then the rest, then refuses a fully refunded payment', async () => {
    const paid = await stripe.paymentIntents.create({ amount: 5000, currency: 'eur', payment_method: 'pm_card_mastercard', confirm: true });
    await standIn.settled();
    receiver.deliveries.length = 0;

    const part = await stripe.refunds.create({
      payment_intent: paid.id,
      amount: 2000,
      reason: 'requested_by_customer',
      metadata: { booking_id: 'b4' },
    });
    expect(part).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 2000,
      payment_intent: paid.id,
      charge: paid.latest_charge,
    });
    expect(part.id).toMatch(/^re_/);
    const tooMuch = await stripe.refunds.create({ payment_intent: paid.id, amount: 3001 }).catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ payment_intent: paid.id });
    expect(rest.amount).toBe(3000);
    const again = await stripe.refunds.create({ payment_intent: paid.id }).catch((error: unknown) => error);
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded', rawType: 'invalid_request_error' });
    expect((await stripe.refunds.retrieve(part.id)).metadata).toEqual({ booking_id: 'b4' });

    await standIn.settled();
    expect(types()).toEqual(['refund.created', 'charge.refunded', 'refund.created', 'charge.refunded']);
    const charges = receiver.deliveries
      .filter((delivery) => delivery.event!.type === 'charge.refunded')
      .map((delivery) => delivery.event!.data.object);
    expect(charges).toEqual([
      expect.objectContaining({ id: paid.latest_charge, amount_refunded: 2000, refunded: false }),
      expect.objectContaining({ id: paid.latest_charge, amount_refunded: 5000, refunded: true }),
    ]);
  });

  it('resends an event byte for byte, delivers held events out of order, and retries after a 500', async () => {
    await stripe.paymentIntents.create({ amount: 700, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    await standIn.settled();
    const original = receiver.deliveries[0]!;
    await standIn.resend(original.event!.id);
    expect(receiver.deliveries).toHaveLength(3);
    expect(receiver.deliveries[2]!.body).toBe(original.body);
    expect(receiver.deliveries[2]!.event!.id).toBe(original.event!.id);
    expect(standIn.events.find((event) => event.id === original.event!.id)!.attempts.map((attempt) => attempt.resend)).toEqual([
      false,
      true,
    ]);

    receiver.deliveries.length = 0;
    standIn.holdWebhooks();
    const held = await stripe.paymentIntents.create({ amount: 800, currency: 'eur', payment_method: 'pm_card_visa', confirm: true });
    const session = await stripe.checkout.sessions.create({ mode: 'setup', currency: 'eur', success_url: 'http://app.test/x' });
    await stripe.checkout.sessions.expire(session.id);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(receiver.deliveries).toHaveLength(0);
    await standIn.releaseWebhooks('reverse');
    expect(types()).toEqual(['checkout.session.expired', 'charge.succeeded', 'payment_intent.succeeded']);
    expect(receiver.deliveries[2]!.event!.data.object).toMatchObject({ id: held.id });

    receiver.deliveries.length = 0;
    receiver.failNext(1);
    const fired = await standIn.fireEvent('payment_intent.succeeded', held.id);
    await standIn.settled();
    expect(receiver.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(receiver.deliveries[1]!.body).toBe(receiver.deliveries[0]!.body);
    expect(fired.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
    expect(fired.delivery).toBe('delivered');
    expect(fired.attempts[1]!.at - fired.attempts[0]!.at).toBeGreaterThanOrEqual(90);
  });

  it('signs with the webhook secret: another secret or an altered body fails verification', async () => {
    await standIn.fireEvent('payment_intent.succeeded', (await stripe.paymentIntents.create({ amount: 100, currency: 'eur' })).id);
    await standIn.settled();
    const { body, headers } = receiver.deliveries[0]!;
    const signature = headers['stripe-signature']!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => verifier.webhooks.constructEvent(body, signature, 'whsec_another_secret')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => verifier.webhooks.constructEvent(body.replace('"amount": 100', '"amount": 1'), signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(verifier.webhooks.constructEvent(body, signature, WEBHOOK_SECRET).type).toBe('payment_intent.succeeded');
  });

  it("answers Stripe's errors: 401 without a key, 404 resource_missing, 400 parameter_missing", async () => {
    const anonymous = await fetch(`${standIn.url}/v1/customers`, { method: 'POST', body: 'email=a%40b.c' });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');

    const missingCustomer = await stripe.customers.retrieve('cus_nope').catch((error: unknown) => error);
    expect(missingCustomer).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missingCustomer).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    expect(await stripe.paymentIntents.retrieve('pi_nope').catch((error: { statusCode: number }) => error.statusCode)).toBe(404);

    const noAmount = await stripe.paymentIntents
      .create({ currency: 'eur' } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(noAmount).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'amount' });
    const noCurrency = await stripe.checkout.sessions
      .create({ mode: 'setup', success_url: 'http://app.test/x' })
      .catch((error: unknown) => error);
    expect(noCurrency).toMatchObject({ code: 'parameter_missing', param: 'currency' });
  });

  it('serves an accessible hosted page whose form pays and redirects to success_url with the session id', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://app.test/bookings/b5/paid?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/bookings/b5',
      payment_intent_data: { metadata: { booking_id: 'b5' } },
      line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 1200, product_data: { name: 'Cleaning, 2 hours' } } }],
    });
    expect(session).toMatchObject({ amount_total: 2400, currency: 'eur', payment_status: 'unpaid', payment_intent: null });

    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('HomeMate test checkout — Stripe stand-in');
    expect(html).toContain('€24.00');
    expect(html).toMatch(/<input type="radio" id="card-4242424242424242" name="card" value="4242424242424242" checked>/);
    expect(html).toContain('<label for="card-5555555555554444">Mastercard ending in 4444 — succeeds</label>');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('<a href="http://app.test/bookings/b5">Cancel</a>');

    const submitted = await fetch(session.url!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card=5555555555554444',
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`http://app.test/bookings/b5/paid?session_id=${session.id}`);
    expect((await fetch(session.url!)).status).toBe(410);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 2400,
      metadata: { booking_id: 'b5' },
    });
    await standIn.settled();
    expect(types()).toEqual(['payment_intent.succeeded', 'charge.succeeded', 'checkout.session.completed']);
  });

  it('offers the same controls over HTTP to a test in another process', async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${standIn.url}/_test/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
    const session = await stripe.checkout.sessions.create({ mode: 'setup', currency: 'eur', success_url: 'http://app.test/x' });
    const completed = await control(`checkout/${session.id}/complete`, { card: '5555555555554444' });
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as Stripe.Checkout.Session).status).toBe('complete');
    expect((await control(`checkout/${session.id}/complete`, {})).status).toBe(409);
    expect(await (await control('settled')).json()).toEqual({ settled: true });

    await control('webhooks/hold', {});
    const fired = (await (await control('events', { type: 'checkout.session.completed', objectId: session.id })).json()) as { id: string };
    expect((await control(`events/${fired.id}/resend`, {})).status).toBe(202);
    expect((await control('webhooks/release', { order: 'reverse' })).status).toBe(200);
    expect(receiver.deliveries.at(-1)!.event!.id).toBe(fired.id);
    expect(types()).toEqual([
      'setup_intent.succeeded',
      'checkout.session.completed',
      'checkout.session.completed',
      'checkout.session.completed',
    ]);

    const events = (await (await control('events')).json()) as { id: string; attempts: unknown[] }[];
    expect(events.find((event) => event.id === fired.id)!.attempts).toHaveLength(2);
    const requests = (await (await control('requests')).json()) as { path: string }[];
    expect(requests.at(-1)!.path).toBe('/v1/checkout/sessions');

    await control('webhook-url', { url: null });
    const unsent = (await (await control('events', { type: 'checkout.session.completed', objectId: session.id })).json()) as {
      delivery: string;
    };
    expect(unsent.delivery).toBe('unsent');
    await control('webhook-url', { url: receiver.url });
    expect(standIn.webhookUrl).toBe(receiver.url);
    expect((await control('events', { type: 'x.y', objectId: 'pi_nope' })).status).toBe(404);
  });
});
