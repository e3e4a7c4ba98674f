import {
  LATE_CHANGE_FEE_CENTS,
  quebecTaxBreakdown,
  type AdminMoneyView,
  type ApiErrorBody,
  type BookingView,
  type CardSetupView,
  type ReservationView,
} from '@hm/contracts';
import { decodeHeaderValue, leafParts, parseMime } from '@hm/worker/testing/mime';
import { StripeStandIn, type TestCard } from '@hm/worker/testing/stripe-stand-in';
import { WorkerHarness } from '@hm/worker/testing/worker-harness';
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, SAMPLE_INVOICE, soonestSlot, torontoDayFromToday } from '../../testing/booking-requests.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { startApp, type RunningApp } from '../../testing/test-app.js';
import { testConfig } from '../../testing/test-config.js';

const WEBHOOK_SECRET = 'whsec_test_card_charges';
// A new customer's $120 job with the welcome offer: $90 + GST $4.50 + QST $8.98.
const TOTAL_CENTS = 10_348;
// The $40.00 late-change fee with GST $2.00 and QST $3.99.
const LATE_FEE_TOTAL_CENTS = quebecTaxBreakdown(LATE_CHANGE_FEE_CENTS).totalCents;

// Card payments end to end on the server (docs/payments-by-card.md): the API, the real worker and
// the Stripe stand-in, spoken to by the official SDK and sending signed webhooks. A card saved on
// Stripe's page is charged off-session once the final price is agreed; the bank's "confirm" or a
// decline gives the customer Stripe's payment page; duplicated and out-of-order events change
// nothing twice.
describe('charging a saved card (real PostgreSQL, Redis, worker and a Stripe stand-in)', () => {
  let stripe: StripeStandIn;
  let h: WorkerHarness;
  let app: RunningApp;
  let sql: pg.Client;
  let client: AccountsClient;
  let admin: Signed;
  let pro: Signed;
  let homes = 0;

  beforeAll(async () => {
    stripe = await StripeStandIn.start({ webhookSecret: WEBHOOK_SECRET });
    const stripeEnv = {
      STRIPE_SECRET_KEY: 'sk_test_card_charges',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http' as const,
    };
    h = await WorkerHarness.create('hm_test_card_charges', undefined, {
      stripe: {
        secretKey: stripeEnv.STRIPE_SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
      },
    });
    const config = testConfig(
      { DATABASE_URL: h.db.url, REDIS_URL: h.redis.url, ...stripeEnv },
      { suite: 'card-charges', rateLimit: { limit: 10_000, windowMs: 60_000 } },
    );
    app = await startApp({ ...config, redis: { ...config.redis, queuePrefix: h.config.queuePrefix } });
    await h.startWorker();
    stripe.webhookUrl = `${app.baseUrl}/api/payments/webhook`;
    sql = new pg.Client({ connectionString: h.db.url });
    await sql.connect();
    client = new AccountsClient(app.baseUrl);
    admin = await signUpAs(client, sql, 'admin');
    pro = await signUpAs(client, sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    await addServingProfessional(sql, { userId: pro.session.user.id, categories: ['plumbing', 'handyman'], prefixes: ['H'] });
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await h?.close();
    await stripe?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => client.call<T>(who, method, path, body);
  const read = async (who: Signed, number: string) => (await call<ReservationView>(who, 'GET', `bookings/${number}`)).body;

  async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(50);
    }
  }

  /** A new customer's booking with `card` saved on Stripe's page, the webhook applied by the worker. */
  async function bookedWithCard(card: TestCard): Promise<{ who: Signed; booking: BookingView }> {
    homes++;
    const who = await client.signUp(signUpRequest({ locale: 'en' }));
    const request = buildBookingRequest({ phone: `514-555-${4000 + homes}`, address: `${homes} rue Beaubien Est` });
    const made = await call<BookingView>(who, 'POST', 'bookings', request);
    expect(made.status).toBe(201);
    const setup = await call<CardSetupView>(who, 'POST', `bookings/${made.body.bookingNumber}/card`);
    expect(setup.status).toBe(200);
    await stripe.completeCheckout(setup.body.url.split('/').at(-1)!, card);
    const saved = await until('the saved card', async () => (await read(who, made.body.bookingNumber)).cardPayment);
    expect(saved.card).toMatchObject({ brand: 'visa', last4: card.slice(-4) });
    return { who, booking: made.body };
  }

  /** An operator's step of the booking's state machine. */
  const transition = (number: string, data: Record<string, unknown>) => call(admin, 'POST', `admin/bookings/${number}/transitions`, data);

  /** The pro completes the job at its estimate: the price is agreed at once. */
  async function completed(number: string): Promise<void> {
    expect((await transition(number, { action: 'assign', professionalId: pro.session.user.id })).status).toBe(200);
    for (const action of ['en_route', 'start'])
      expect((await transition(number, { action, note: 'Test: ahead of the day' })).status).toBe(200);
    const done = await call<ApiErrorBody>(pro, 'POST', `pro/jobs/${number}/steps`, { action: 'complete', invoice: SAMPLE_INVOICE });
    expect(done.status).toBe(200);
  }

  const payments = async (bookingId: string) =>
    (await sql.query('select method, amount_cents from booking_payments where booking_id = $1', [bookingId])).rows;
  const intents = (bookingId: string) =>
    stripe.requests.filter(
      (r) =>
        r.method === 'POST' && r.path === '/v1/payment_intents' && (r.params.metadata as Record<string, string>).booking_id === bookingId,
    );
  /** The e-mails of a template the worker sent about a booking, as received by the SMTP server: subject and text. */
  const mails = (bookingNumber: string, template: string) =>
    h.smtp.received
      .map((mail) => ({ to: mail.to, mime: parseMime(mail.raw) }))
      .filter(({ mime }) => mime.headers['x-homemate-template'] === template)
      .map(({ to, mime }) => ({
        to,
        subject: decodeHeaderValue(mime.headers['subject'] ?? ''),
        text: leafParts(mime).find((part) => part.type === 'text/plain')?.body ?? '',
      }))
      .filter((mail) => mail.text.includes(bookingNumber));

  it('charges the agreed total off-session once, records the payment by card with its receipt, then charges a later tip', async () => {
    const { who, booking } = await bookedWithCard('4242424242424242');
    await completed(booking.bookingNumber);
    const paid = await until('the card payment', async () => (await read(who, booking.bookingNumber)).payment);
    expect(paid).toMatchObject({ method: 'card', amountCents: TOTAL_CENTS });
    const charged = intents(booking.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.params).toMatchObject({ amount: TOTAL_CENTS, currency: 'cad', off_session: 'true', confirm: 'true' });
    expect(charged[0]!.idempotencyKey).toMatch(/^charge:[0-9a-f-]{36}$/);
    const view = await read(who, booking.bookingNumber);
    expect(view.cardPayment?.charge).toEqual({ status: 'succeeded', amountCents: TOTAL_CENTS, payUrl: null });
    expect(view.receipt?.version).toBe(1);
    // The pro collects nothing: their job says the card paid.
    expect((await read(pro, booking.bookingNumber)).cardPayment).toBeNull();

    // Stripe's webhooks for it come after the worker's own answer: applied, they change nothing.
    await stripe.settled();
    await until('the events applied', async () => {
      const { rows } = await sql.query(`select count(*)::int as n from stripe_events where processed_at is null`);
      return rows[0].n === 0;
    });
    for (const event of stripe.events.filter((e) => e.type === 'payment_intent.succeeded')) await stripe.resend(event.id);
    await stripe.settled();
    await sleep(500);
    expect(await payments(booking.id)).toEqual([{ method: 'card', amount_cents: TOTAL_CENTS }]);

    // A tip after the charge is charged on its own, and the receipt says it.
    expect((await call(who, 'POST', `bookings/${booking.bookingNumber}/tip`, { percent: 10 })).status).toBe(200);
    await until(
      'the tip charge',
      async () => intents(booking.id).length === 2 && (await read(who, booking.bookingNumber)).receipt?.version === 2,
    );
    expect(intents(booking.id)[1]!.params).toMatchObject({ amount: 900 });
    expect(await payments(booking.id)).toEqual([{ method: 'card', amount_cents: TOTAL_CENTS }]);
  });

  it('gives the customer Stripe’s payment page when the bank asks to confirm, and records the payment made there', async () => {
    const { who, booking } = await bookedWithCard('4000002500003155');
    await completed(booking.bookingNumber);
    const waiting = await until('the payment link', async () => (await read(who, booking.bookingNumber)).cardPayment?.charge?.payUrl);
    expect(waiting).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const view = await read(who, booking.bookingNumber);
    expect(view.cardPayment?.charge).toMatchObject({ status: 'requires_action', amountCents: TOTAL_CENTS });
    expect(view.payment).toBeNull();
    const [mail, ...more] = await until('the e-mail', async () => {
      const sent = mails(booking.bookingNumber, 'cardPaymentNeeded');
      return sent.length > 0 ? sent : null;
    });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: [booking.email], subject: `Your payment for ${booking.bookingNumber} needs you` });
    expect(mail!.text).toContain(waiting);
    // Operators see the state, never the customer's payment page.
    expect((await read(admin, booking.bookingNumber)).cardPayment?.charge?.payUrl).toBeNull();

    // The customer confirms on Stripe's page; its webhook records the payment, once, whatever the order of the events.
    stripe.holdWebhooks();
    await stripe.completeCheckout(waiting.split('/').at(-1)!, '4000002500003155');
    await stripe.releaseWebhooks('reverse');
    const paid = await until('the payment by the link', async () => (await read(who, booking.bookingNumber)).payment);
    expect(paid).toMatchObject({ method: 'card', amountCents: TOTAL_CENTS });
    expect((await read(who, booking.bookingNumber)).cardPayment?.charge).toEqual({
      status: 'succeeded',
      amountCents: TOTAL_CENTS,
      payUrl: null,
    });
    expect(await payments(booking.id)).toHaveLength(1);
  });

  it('says a declined card was declined, with the payment page, and does not try it again', async () => {
    const { who, booking } = await bookedWithCard('4000000000009995');
    await completed(booking.bookingNumber);
    const charge = await until('the decline', async () => {
      const current = (await read(who, booking.bookingNumber)).cardPayment?.charge;
      return current?.payUrl ? current : null;
    });
    expect(charge.status).toBe('failed');
    const unpaid = (await call<AdminMoneyView>(admin, 'GET', 'admin/money')).body.unpaid.find(
      (e) => e.bookingNumber === booking.bookingNumber,
    );
    expect(unpaid?.cardCharge).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds', refundableCents: 0, refunds: [] });
    const codes = await sql.query(`select kind, reason from booking_money_events where booking_id = $1 and kind = 'charge_failed'`, [
      booking.id,
    ]);
    expect(codes.rows).toEqual([{ kind: 'charge_failed', reason: 'insufficient_funds' }]);
    expect(intents(booking.id)).toHaveLength(1);
    // Its amount is fixed with the charge: an operator settles a lower price with a refund, not a correction.
    const correction = await call<ApiErrorBody>(admin, 'POST', `admin/bookings/${booking.bookingNumber}/invoice`, {
      invoice: { workCents: 10_000, materials: [] },
      reason: 'One hour less',
    });
    expect(correction.status).toBe(409);
    expect(correction.body.code).toBe('INVOICE_NOT_CORRECTABLE');
  });

  it('refuses the pro’s record of a direct payment once the card paid', async () => {
    const { booking } = await bookedWithCard('4242424242424242');
    await completed(booking.bookingNumber);
    await until('the card payment', async () => (await payments(booking.id)).length === 1);
    const refused = await call<ApiErrorBody>(pro, 'POST', `pro/jobs/${booking.bookingNumber}/payment`, {
      method: 'cash',
      paidOn: '2026-11-27',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PAYMENT_ALREADY_RECORDED');
  });

  /** Brings the visit within 24 hours (a fixture): a change by the customer is now late. */
  const makeSoon = async (bookingId: string) => {
    const soon = soonestSlot();
    await sql.query('update bookings set scheduled_date = $1, scheduled_time = $2 where id = $3', [
      soon.scheduledDate,
      soon.scheduledTime,
      bookingId,
    ]);
  };
  const moneyEvents = async (bookingId: string, kind: string) =>
    (await sql.query('select amount_cents, reason from booking_money_events where booking_id = $1 and kind = $2', [bookingId, kind])).rows;

  it('charges an accepted late-cancellation fee to the saved card once, with its taxes, and tells the customer only', async () => {
    const { who, booking } = await bookedWithCard('4242424242424242');
    expect((await transition(booking.bookingNumber, { action: 'assign', professionalId: pro.session.user.id })).status).toBe(200);
    await makeSoon(booking.id);
    const cancelled = await call<ReservationView>(who, 'POST', `bookings/${booking.bookingNumber}/cancel`, { acceptLateFee: true });
    expect(cancelled.status).toBe(200);
    const charged = await until('the fee charged', async () => {
      const [fee] = (await read(who, booking.bookingNumber)).lateFees;
      return fee?.charge?.status === 'succeeded' ? fee : null;
    });
    expect(charged).toMatchObject({ kind: 'late_cancellation', amountCents: LATE_CHANGE_FEE_CENTS });
    expect(charged.charge).toEqual({ status: 'succeeded', amountCents: LATE_FEE_TOTAL_CENTS, payUrl: null });
    const [intent, ...others] = intents(booking.id);
    expect(others).toEqual([]);
    expect(intent!.params).toMatchObject({ amount: LATE_FEE_TOTAL_CENTS, currency: 'cad', off_session: 'true' });
    expect(intent!.idempotencyKey).toMatch(/^charge:[0-9a-f-]{36}$/);
    expect(await moneyEvents(booking.id, 'late_fee_charged')).toEqual([
      { amount_cents: LATE_FEE_TOTAL_CENTS, reason: 'late_cancellation' },
    ]);
    // A fee is not a job's payment: no payment recorded, no receipt; the pro never reads it.
    expect(await payments(booking.id)).toEqual([]);
    expect((await read(pro, booking.bookingNumber)).lateFees).toEqual([]);
    const thread = await call<{ note: { code: string } | null }[]>(pro, 'GET', `bookings/${booking.bookingNumber}/messages`);
    expect(thread.body.filter((m) => m.note?.code === 'card_payment_needed' || m.note?.code === 'payment_recorded')).toEqual([]);
    expect((await read(admin, booking.bookingNumber)).lateFees[0]!.charge).toMatchObject({ status: 'succeeded' });
    // The customer's data export: the card's brand and last four digits, the charge; none of Stripe's ids.
    const exported = await call<{ bookings: Record<string, unknown>[] }>(who, 'GET', 'me/export');
    const mine = exported.body.bookings.find((entry) => entry.bookingNumber === booking.bookingNumber)!;
    expect(mine.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(mine.cardCharges).toEqual([
      expect.objectContaining({ kind: 'late_cancellation', amountCents: LATE_FEE_TOTAL_CENTS, status: 'succeeded', refunds: [] }),
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/pm_|pi_|cus_/);

    // An operator gives part of the fee back from the Money tab: the fee's own charge, its own limit.
    const money = async () =>
      (await call<AdminMoneyView>(admin, 'GET', 'admin/money')).body.lateFees.find((fee) => fee.bookingNumber === booking.bookingNumber);
    expect(await money()).toMatchObject({ kind: 'late_cancellation', cardCharge: { refundableCents: LATE_FEE_TOTAL_CENTS } });
    const refund = (body: unknown) => call<ApiErrorBody>(admin, 'POST', `admin/bookings/${booking.bookingNumber}/refund`, body);
    expect((await refund({ amountCents: 1_000, reason: 'Nobody told the customer' })).body.code).toBe('NOTHING_TO_REFUND'); // no job charge
    expect((await refund({ amountCents: 1_000, reason: 'Nobody told', charge: 'tip' })).status).toBe(400);
    const tooMuch = await refund({ amountCents: LATE_FEE_TOTAL_CENTS + 1, reason: 'More', charge: 'late_cancellation' });
    expect(tooMuch.body.fields).toEqual({ amountCents: ['INVALID_AMOUNT'] });
    expect((await refund({ amountCents: 1_000, reason: 'A kind gesture', charge: 'late_cancellation' })).status).toBe(204);
    const refunded = await until('the fee’s refund', async () => {
      const fee = await money();
      return fee?.cardCharge.refunds[0]?.status === 'succeeded' ? fee : null;
    });
    expect(refunded.cardCharge.refundableCents).toBe(LATE_FEE_TOTAL_CENTS - 1_000);
    await until('the refund e-mail', async () => mails(booking.bookingNumber, 'refundMade').length === 1);
    // The fee stays between the customer and HomeMate: nothing in the thread.
    const after = await call<{ note: { code: string } | null }[]>(who, 'GET', `bookings/${booking.bookingNumber}/messages`);
    expect(after.body.filter((m) => m.note?.code === 'refund_made')).toEqual([]);
  });

  it('charges a fee accepted before the card was saved once it is, and gives the customer Stripe’s page when the bank asks', async () => {
    homes++;
    const who = await client.signUp(signUpRequest({ locale: 'en' }));
    const made = await call<BookingView>(
      who,
      'POST',
      'bookings',
      buildBookingRequest({ phone: `514-555-${4000 + homes}`, address: `${homes} rue Beaubien Est` }),
    );
    expect(made.status).toBe(201);
    const booking = made.body;
    await makeSoon(booking.id);
    const moved = await call<ReservationView>(who, 'PATCH', `bookings/${booking.bookingNumber}`, {
      scheduledDate: torontoDayFromToday(3),
      scheduledTime: '10:00',
      acceptLateFee: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.lateFees).toEqual([expect.objectContaining({ kind: 'late_reschedule', charge: null })]);

    const setup = await call<CardSetupView>(who, 'POST', `bookings/${booking.bookingNumber}/card`);
    await stripe.completeCheckout(setup.body.url.split('/').at(-1)!, '4000002500003155');
    const waiting = await until('the fee’s payment page', async () => (await read(who, booking.bookingNumber)).lateFees[0]?.charge?.payUrl);
    expect((await read(who, booking.bookingNumber)).lateFees[0]!.charge).toMatchObject({
      status: 'requires_action',
      amountCents: LATE_FEE_TOTAL_CENTS,
    });
    expect((await read(admin, booking.bookingNumber)).lateFees[0]!.charge?.payUrl).toBeNull();
    const [mail] = await until('the e-mail', async () => {
      const sent = mails(booking.bookingNumber, 'cardPaymentNeeded');
      return sent.length > 0 ? sent : null;
    });
    expect(mail!.text).toContain(waiting);
    await stripe.completeCheckout(waiting.split('/').at(-1)!, '4000002500003155');
    await until(
      'the fee paid on Stripe’s page',
      async () => (await read(who, booking.bookingNumber)).lateFees[0]?.charge?.status === 'succeeded',
    );
    expect(await moneyEvents(booking.id, 'late_fee_charged')).toEqual([{ amount_cents: LATE_FEE_TOTAL_CENTS, reason: 'late_reschedule' }]);
    // The booking itself is still to be done and paid: its job's card charge comes with the final price.
    expect((await read(who, booking.bookingNumber)).cardPayment?.charge).toBeNull();
  });

  it('lets an operator refund part, then the rest, with a reason, once each, and tells the customer', async () => {
    const { who, booking } = await bookedWithCard('4242424242424242');
    await completed(booking.bookingNumber);
    await until('the card payment', async () => (await payments(booking.id)).length === 1);
    const refund = (body: unknown, by: Signed = admin) =>
      call<ApiErrorBody>(by, 'POST', `admin/bookings/${booking.bookingNumber}/refund`, body);
    expect((await refund({ amountCents: 2_000, reason: 'Half an hour less' }, who)).status).toBe(403);
    const tooMuch = await refund({ amountCents: TOTAL_CENTS + 1, reason: 'Everything and more' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ amountCents: ['INVALID_AMOUNT'] });
    expect((await refund({ amountCents: 2_000, reason: ' ' })).status).toBe(400);
    expect((await refund({ amountCents: 2_000, reason: 'Half an hour less' })).status).toBe(204);
    expect((await refund({ amountCents: TOTAL_CENTS - 2_000, reason: 'The tap leaks again' })).status).toBe(204);
    const refused = await refund({ amountCents: 1, reason: 'One more cent' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('NOTHING_TO_REFUND');
    // Each refund asked for is in the audit log, by whom, with its reason and amount; the refused ones are not.
    const audit = await sql.query(
      `select actor_id, actor_email, action, target_type, target_id, reason, details from operator_actions
        where target_type = 'booking' and target_id = $1 and action = 'refund_requested' order by id`,
      [booking.bookingNumber],
    );
    expect(audit.rows).toEqual(
      [
        ['Half an hour less', 2_000],
        ['The tap leaks again', TOTAL_CENTS - 2_000],
      ].map(([reason, amountCents]) => ({
        actor_id: admin.session.user.id,
        actor_email: admin.session.user.email,
        action: 'refund_requested',
        target_type: 'booking',
        target_id: booking.bookingNumber,
        reason,
        details: { amountCents, charge: 'job' },
      })),
    );

    const settled = async () =>
      (
        await sql.query(
          `select r.amount_cents, r.status, r.refund_id from card_refunds r join card_charges c on c.id = r.charge_id where c.booking_id = $1 order by r.created_at`,
          [booking.id],
        )
      ).rows;
    await until('both refunds', async () => (await settled()).every((row) => row.status === 'succeeded'));
    const rows = await settled();
    expect(rows.map((row) => row.amount_cents)).toEqual([2_000, TOTAL_CENTS - 2_000]);
    expect(rows.every((row) => /^re_/.test(row.refund_id))).toBe(true);
    const sent = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/refunds' && (r.params.metadata as Record<string, string>).booking_id === booking.id,
    );
    expect(sent.map((r) => r.params.amount)).toEqual([2_000, TOTAL_CENTS - 2_000]);
    expect(sent.every((r) => r.idempotencyKey?.startsWith('refund:'))).toBe(true);
    // Stripe's webhooks about them, even twice, add nothing.
    await stripe.settled();
    for (const event of stripe.events.filter((e) => e.type === 'refund.created')) await stripe.resend(event.id);
    await stripe.settled();
    await sleep(300);
    const events = await sql.query(
      `select kind, amount_cents, reason from booking_money_events where booking_id = $1 and kind like 'refund%' order by created_at`,
      [booking.id],
    );
    expect(events.rows.filter((row) => row.kind === 'refund_succeeded')).toHaveLength(2);
    expect(events.rows[0]).toEqual({ kind: 'refund_requested', amount_cents: 2_000, reason: 'Half an hour less' });
    const messages = (await call<{ note: { code: string } | null }[]>(who, 'GET', `bookings/${booking.bookingNumber}/messages`)).body;
    expect(messages.filter((m) => m.note?.code === 'refund_made')).toHaveLength(2);
    // And by e-mail, once per refund, with the operator's reason.
    const refundMails = await until('the refund e-mails', async () => {
      const got = mails(booking.bookingNumber, 'refundMade');
      return got.length === 2 ? got : null;
    });
    expect(refundMails.map((m) => m.subject).sort()).toEqual([
      `Your refund of $20.00 for ${booking.bookingNumber}`,
      `Your refund of $${((TOTAL_CENTS - 2_000) / 100).toFixed(2)} for ${booking.bookingNumber}`,
    ]);
    expect(refundMails.every((m) => m.to.includes(booking.email))).toBe(true);
    expect(refundMails.some((m) => m.text.includes('Reason: The tap leaks again'))).toBe(true);
    // The operators' Money tab: the charge, its refunds with their reasons, nothing left to refund.
    const money = (await call<AdminMoneyView>(admin, 'GET', 'admin/money')).body;
    const entry = money.payments.find((e) => e.bookingNumber === booking.bookingNumber)!;
    expect(entry.payment?.method).toBe('card');
    expect(entry.cardCharge).toMatchObject({ status: 'succeeded', amountCents: TOTAL_CENTS, refundableCents: 0 });
    expect(entry.cardCharge?.refunds.map((r) => [r.amountCents, r.status, r.reason])).toEqual([
      [2_000, 'succeeded', 'Half an hour less'],
      [TOTAL_CENTS - 2_000, 'succeeded', 'The tap leaks again'],
    ]);
  });
});
