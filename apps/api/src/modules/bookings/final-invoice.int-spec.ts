import {
  todayInToronto,
  type AdminMoneyEntryView,
  type AdminMoneyView,
  type ApiErrorBody,
  type BookingView,
  type ProAssignedJobView,
  type ProEarningsView,
  type ReservationView,
} from '@hm/contracts';
import type { MailJob, ReceiptMailJob } from '@hm/queue';
import { receiptMailOf } from '@hm/bookings';
import { EntityManager } from '@mikro-orm/postgresql';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { buildBookingRequest, SAMPLE_INVOICE } from '../../testing/booking-requests.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { addServingProfessional } from '../../testing/serving-professional.js';
import { pdfTextLines } from '../../testing/pdf-text.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'final-invoice';

interface ExportedData {
  bookings: { bookingNumber: string; offer: unknown; finalInvoice: unknown; payment: unknown; tip: unknown }[];
  thankYouCode: unknown;
}
const SUPPORT_EMAIL = 'aide@homemate.test';

// The final price (docs/pricing-and-taxes.md "The final price"): the pro records it with the
// completion, the customer approves what goes past the estimate's margin or disputes it to support,
// and every step is recorded and told to the other side.
describe('the final price (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let pro: Signed;
  let otherPro: Signed;
  let homes = 0;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_final_invoice', SUITE, (url) =>
      testConfig(
        { DATABASE_URL: url, SUPPORT_EMAIL, GST_REGISTRATION_NUMBER: '123456789 RT0001' },
        { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
      ),
    );
    admin = await signUpAs(stack.client, stack.sql, 'admin');
    pro = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Marc', lastName: 'Roy' });
    otherPro = await signUpAs(stack.client, stack.sql, 'professional', { firstName: 'Zoé', lastName: 'Audet' });
    await addServingProfessional(stack.sql, { userId: pro.session.user.id, categories: ['plumbing', 'handyman'], prefixes: ['H'] });
  });

  afterAll(async () => {
    await stack?.close();
  });

  const call = <T>(who: Signed | null, method: string, path: string, body?: unknown) => stack.client.call<T>(who, method, path, body);
  const customer = () => stack.client.signUp(signUpRequest({ locale: 'en' }));
  /** A booking by `who` at a home and phone of its own, moved by an operator to "in progress" with the pro. */
  async function jobInProgress(who: Signed, overrides: Record<string, unknown> = {}): Promise<BookingView> {
    homes++;
    const request = buildBookingRequest({ phone: `514-555-${2000 + homes}`, address: `${homes} rue Rachel Est`, ...overrides });
    const { status, body } = await call<BookingView>(who, 'POST', 'bookings', request);
    expect(status).toBe(201);
    const transition = (data: Record<string, unknown>) => call(admin, 'POST', `admin/bookings/${body.bookingNumber}/transitions`, data);
    expect((await transition({ action: 'assign', professionalId: pro.session.user.id })).status).toBe(200);
    for (const action of ['en_route', 'start']) expect((await transition({ action, note: 'Test: ahead of the day' })).status).toBe(200);
    return body;
  }
  const complete = (number: string, invoice?: unknown, who: Signed = pro) =>
    call<ProAssignedJobView & ApiErrorBody>(who, 'POST', `pro/jobs/${number}/steps`, {
      action: 'complete',
      ...(invoice === undefined ? {} : { invoice }),
    });
  const read = (who: Signed, number: string) => call<ReservationView & ApiErrorBody>(who, 'GET', `bookings/${number}`);
  const decide = (who: Signed, number: string, what: 'approve' | 'dispute', body?: unknown) =>
    call<ReservationView & ApiErrorBody>(who, 'POST', `bookings/${number}/invoice/${what}`, body ?? {});
  /** The receipt's PDF as `who` downloads it: the status, and the lines it shows. */
  const receipt = async (who: Signed, number: string, lang?: string) => {
    const response = await stack.client.send('GET', `bookings/${number}/receipt${lang ? `?lang=${lang}` : ''}`, who.session.accessToken);
    const bytes = Buffer.from(await response.arrayBuffer());
    const pdf = response.headers.get('content-type') === 'application/pdf';
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      lines: pdf ? pdfTextLines(bytes) : [],
      body: pdf ? null : JSON.parse(bytes.toString()),
    };
  };
  const moneyEvents = async (bookingId: string) =>
    (
      await stack.sql.query<{ kind: string; amount_cents: number | null; reason: string | null; actor_id: string | null }>(
        'select kind, amount_cents, reason, actor_id from booking_money_events where booking_id = $1 order by created_at',
        [bookingId],
      )
    ).rows;
  /** The receipt e-mails queued for the booking, as the worker makes them (receiptMailOf) from the stored receipt. */
  const receiptMails = async (bookingId: string) => {
    const jobs = await stack.sql.query<{ payload: ReceiptMailJob }>(
      `select payload from outbox where queue = 'mail' and job_name = 'receipt' and payload->>'bookingId' = $1 order by created_at`,
      [bookingId],
    );
    const em = stack.app.app.get(EntityManager).fork();
    const made = await Promise.all(jobs.rows.map((row) => receiptMailOf(em, row.payload)));
    return { versions: jobs.rows.map((row) => row.payload.version), mails: made.filter((mail) => mail !== null) };
  };
  /** The audit log's records about the booking (docs/operations.md "Audit log"), oldest first. */
  const auditOf = async (bookingNumber: string) =>
    (
      await stack.sql.query<{
        actor_id: string;
        actor_email: string;
        action: string;
        target_type: string;
        target_label: string;
        reason: string | null;
        details: unknown;
      }>(
        `select actor_id, actor_email, action, target_type, target_label, reason, details from operator_actions
          where target_type = 'booking' and target_id = $1 order by id`,
        [bookingNumber],
      )
    ).rows;
  const mails = async (to: string, template: string) =>
    (
      await stack.sql.query<{ payload: MailJob }>(`select payload from outbox where payload->>'to' = $1 and payload->>'template' = $2`, [
        to,
        template,
      ])
    ).rows.map((row) => row.payload);

  it('refuses a completion without a valid invoice from the pro, and changes nothing', async () => {
    const job = await jobInProgress(await customer());
    const missing = await complete(job.bookingNumber);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { invoice: ['REQUIRED'] } });
    const wrong = await complete(job.bookingNumber, {
      minutesWorked: 90,
      materials: [{ description: ' ', amountCents: -5 }],
      note: 'x'.repeat(1001),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      'invoice.workCents': ['REQUIRED'],
      'invoice.minutesWorked': ['NOT_FOR_THIS_PRICE'],
      'invoice.materials.0.description': ['INVALID_TEXT'],
      'invoice.materials.0.amountCents': ['INVALID_AMOUNT'],
      'invoice.note': ['INVALID_TEXT'],
    });
    expect((await read(admin, job.bookingNumber)).body).toMatchObject({ status: 'in_progress', invoice: null });
    expect(await moneyEvents(job.id)).toEqual([]);
  });

  it('asks the customer to approve a price above the margin; a dispute goes to support, and an operator approves once settled', async () => {
    const camille = await customer();
    // Her first booking: the welcome offer takes $30 off the $120 leak repair (estimate $90 before taxes).
    const job = await jobInProgress(camille);
    expect(job.price.offer).toEqual({ kind: 'welcome', percent: 25 });
    const invoice = {
      workCents: 12_000,
      materials: [{ description: 'Copper elbow and solder', amountCents: 3_500 }],
      note: 'Old valve replaced.',
    };
    expect((await complete(job.bookingNumber, invoice)).status).toBe(200);

    const customers = (await read(camille, job.bookingNumber)).body;
    expect(customers.status).toBe('completed');
    // $120 − $30 + $35 = $125 before taxes: more than $90 + 20 %.
    expect(customers.invoice).toMatchObject({
      workCents: 12_000,
      discountCents: 3_000,
      materialsCents: 3_500,
      subtotalCents: 12_500,
      gstCents: 625,
      qstCents: 1_247,
      totalCents: 14_372,
      materials: [{ description: 'Copper elbow and solder', amountCents: 3_500 }],
      note: 'Old valve replaced.',
      status: 'awaiting_approval',
      decidedAt: null,
    });
    // The pro's view: the same work and materials, without HomeMate's offer.
    expect((await read(pro, job.bookingNumber)).body.invoice).toMatchObject({
      discountCents: 0,
      subtotalCents: 15_500,
      totalCents: 17_821,
    });
    const [ask] = await mails(job.email, 'finalPriceToApprove');
    expect(ask).toMatchObject({ locale: 'en', subject: `Please approve the final price of ${job.bookingNumber}` });
    expect(ask!.text).toContain('$143.72');
    const messages = (await call<{ message: string }[]>(camille, 'GET', `bookings/${job.bookingNumber}/messages`)).body;
    expect(messages.at(-1)!.message).toContain('The final price is $143.72');

    // Only the owner disputes; the pro and another customer do not see the route.
    expect((await decide(pro, job.bookingNumber, 'dispute', { reason: 'x' })).status).toBe(404);
    expect((await decide(await customer(), job.bookingNumber, 'approve')).status).toBe(404);
    expect((await decide(camille, job.bookingNumber, 'dispute', { reason: '' })).status).toBe(400);
    const disputed = await decide(camille, job.bookingNumber, 'dispute', { reason: 'The elbow was already there.' });
    expect(disputed.status).toBe(200);
    expect(disputed.body.invoice).toMatchObject({ status: 'disputed', disputeReason: 'The elbow was already there.' });
    const [toSupport] = await mails(SUPPORT_EMAIL, 'finalPriceDisputed');
    expect(toSupport!.text).toContain('The elbow was already there.');
    expect((await decide(camille, job.bookingNumber, 'dispute', { reason: 'again' })).body).toMatchObject({ code: 'INVOICE_NOT_AWAITING' });

    const settled = await decide(admin, job.bookingNumber, 'approve');
    expect(settled.status).toBe(200);
    expect(settled.body.invoice).toMatchObject({ status: 'agreed', decidedAt: expect.any(String) });
    expect((await decide(camille, job.bookingNumber, 'approve')).body).toMatchObject({ statusCode: 409, code: 'INVOICE_NOT_AWAITING' });
    expect(await moneyEvents(job.id)).toEqual([
      { kind: 'invoice_recorded', amount_cents: 14_372, reason: null, actor_id: pro.session.user.id },
      { kind: 'invoice_disputed', amount_cents: 14_372, reason: 'The elbow was already there.', actor_id: camille.session.user.id },
      { kind: 'invoice_approved', amount_cents: 14_372, reason: null, actor_id: admin.session.user.id },
    ]);
  });

  it('agrees a price within the margin at once, and counts an hourly job by the quarter hour', async () => {
    const dana = await customer();
    await jobInProgress(dana); // her first booking takes the welcome offer
    const second = await jobInProgress(dana);
    expect(second.price.offer).toBeNull();
    // $120 + $24 of materials = $144: exactly 20 % above the estimate, not more.
    expect(
      (await complete(second.bookingNumber, { workCents: 12_000, materials: [{ description: 'Seal', amountCents: 2_400 }] })).status,
    ).toBe(200);
    expect((await read(dana, second.bookingNumber)).body.invoice).toMatchObject({ status: 'agreed', subtotalCents: 14_400 });
    expect((await decide(dana, second.bookingNumber, 'approve')).body).toMatchObject({ code: 'INVOICE_NOT_AWAITING' });
    expect((await mails(second.email, 'finalPriceToApprove')).filter((mail) => mail.subject.includes(second.bookingNumber))).toEqual([]);

    const hourly = await jobInProgress(dana, { serviceId: 'handyman', subServiceId: 'general-repairs' });
    expect((await complete(hourly.bookingNumber, { minutesWorked: 100, materials: [] })).body.fields).toEqual({
      'invoice.minutesWorked': ['INVALID_DURATION'],
    });
    expect((await complete(hourly.bookingNumber, { minutesWorked: 150, materials: [] })).status).toBe(200);
    // 2 h 30 at $60/h: $150, less the 20 % of the thank-you code her second job earned: $120, more
    // than one hour's estimate ($48 with the code): the customer approves it.
    expect(hourly.price.offer).toEqual({ kind: 'thank_you', percent: 20 });
    expect((await read(dana, hourly.bookingNumber)).body.invoice).toMatchObject({
      minutesWorked: 150,
      workCents: 15_000,
      discountCents: 3_000,
      subtotalCents: 12_000,
      status: 'awaiting_approval',
    });
    // Not paid yet: the pro's earnings list the jobs without an amount.
    const earned = (await call<ProEarningsView>(pro, 'GET', 'pro/earnings')).body.jobs;
    expect(earned.find((job) => job.bookingNumber === hourly.bookingNumber)).toMatchObject({ paidOn: null, amountCents: null });
  });

  it('lets an operator complete without an invoice (the reservation keeps its estimate), and no other pro record one', async () => {
    const eli = await customer();
    const job = await jobInProgress(eli);
    expect((await complete(job.bookingNumber, { workCents: 12_000, materials: [] }, otherPro)).status).toBe(404);
    const byOperator = await call<ReservationView>(admin, 'POST', `admin/bookings/${job.bookingNumber}/transitions`, {
      action: 'complete',
    });
    expect(byOperator.status).toBe(200);
    expect(byOperator.body).toMatchObject({ status: 'completed', invoice: null });
  });

  it('lets the pro record the direct payment of an agreed price once, and tells the customer', async () => {
    const fay = await customer();
    const job = await jobInProgress(fay);
    const pay = (body: unknown, who: Signed = pro) =>
      call<ProAssignedJobView & ApiErrorBody>(who, 'POST', `pro/jobs/${job.bookingNumber}/payment`, body);
    const today = todayInToronto();
    expect((await pay({ method: 'cash', paidOn: today })).body).toMatchObject({ statusCode: 409, code: 'PAYMENT_NOT_DUE' });
    expect((await complete(job.bookingNumber, SAMPLE_INVOICE)).status).toBe(200);
    expect((await receipt(fay, job.bookingNumber)).body).toMatchObject({ statusCode: 404, code: 'RECEIPT_NOT_FOUND' });
    expect((await pay({ method: 'bitcoin', paidOn: '2000-01-01', tipCents: -1 })).body.fields).toEqual({
      method: ['INVALID_METHOD'],
      paidOn: ['INVALID_DATE'],
      tipCents: ['INVALID_AMOUNT'],
    });
    expect((await pay({ method: 'interac', paidOn: today }, otherPro)).status).toBe(404);
    const paid = await pay({ method: 'interac', paidOn: today, tipCents: 1_500 });
    expect(paid.status).toBe(200);
    // Her first booking: $120 less the welcome offer's $30, taxed: $103.48 to collect.
    expect(paid.body.money).toEqual({
      invoiceStatus: 'agreed',
      collectCents: 10_348,
      offerCents: 3_000,
      payment: { method: 'interac', paidOn: today, amountCents: 10_348, recordedAt: expect.any(String) },
      tip: { amountCents: 1_500, percent: null, givenAt: expect.any(String), givenBy: 'professional' },
      byCard: false,
    });
    expect((await pay({ method: 'cash', paidOn: today })).body).toMatchObject({ code: 'PAYMENT_ALREADY_RECORDED' });
    const seen = (await read(fay, job.bookingNumber)).body;
    expect(seen.payment).toMatchObject({ method: 'interac', amountCents: 10_348 });
    expect(seen).toMatchObject({ tip: { amountCents: 1_500, givenBy: 'professional' }, tipUntil: null });
    // The receipt: numbered, e-mailed with its PDF in her language, downloaded by her and operators only.
    expect(seen.receipt).toEqual({ number: expect.stringMatching(/^R\d{4}-\d{6}$/), version: 1, issuedAt: expect.any(String) });
    const number = seen.receipt!.number;
    const mine = await receipt(fay, job.bookingNumber);
    expect(mine).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(mine.lines).toEqual(
      expect.arrayContaining([
        `Receipt ${number}`,
        'GST 5% (no. 123456789 RT0001)',
        'QST 9.975%',
        'Tip (all of it for the professional)',
        '$118.48',
      ]),
    );
    expect((await receipt(fay, job.bookingNumber, 'fr')).lines).toContain(`Reçu ${number}`);
    expect((await receipt(admin, job.bookingNumber)).status).toBe(200);
    expect((await receipt(pro, job.bookingNumber)).status).toBe(404);
    expect((await receipt(await customer(), job.bookingNumber)).status).toBe(404);
    expect((await read(pro, job.bookingNumber)).body.receipt).toBeNull();
    const {
      versions,
      mails: [sent],
    } = await receiptMails(job.id);
    expect(versions).toEqual([1]);
    expect(sent).toMatchObject({ to: job.email, locale: 'en', template: 'receipt' });
    expect(sent!.subject).toBe(`Your HomeMate receipt ${number}`);
    expect(sent!.attachments).toEqual([
      { filename: `HomeMate-receipt-${number}.pdf`, content: expect.any(String), encoding: 'base64', contentType: 'application/pdf' },
    ]);
    const messages = (await call<{ message: string }[]>(fay, 'GET', `bookings/${job.bookingNumber}/messages`)).body;
    expect(messages.at(-1)!.message).toBe('Payment of $103.48 by Interac e-Transfer recorded, with a tip of $15.00. Thank you!');
    expect((await moneyEvents(job.id)).map((event) => [event.kind, event.amount_cents])).toEqual([
      ['invoice_recorded', 10_348],
      ['payment_recorded', 10_348],
      ['tip_given', 1_500],
      ['receipt_issued', 11_848],
    ]);
    // Her data export carries the offer, the final invoice and the payment, and the code it earned.
    const exported = (await call<ExportedData>(fay, 'GET', 'me/export')).body;
    expect(exported.bookings.find((entry) => entry.bookingNumber === job.bookingNumber)).toMatchObject({
      offer: { kind: 'welcome', percent: 25 },
      finalInvoice: { workCents: 12_000, discountCents: 3_000, totalCents: 10_348, status: 'agreed' },
      payment: { method: 'interac', paidOn: today, amountCents: 10_348 },
      tip: { amountCents: 1_500, percent: null, givenBy: 'professional' },
    });
    expect(exported.thankYouCode).toMatchObject({ percent: 20 });
    // Paid: the pro earns the work ($120, before her offer, which HomeMate pays) less the 15 % commission, and the tip.
    expect(
      (await call<ProEarningsView>(pro, 'GET', 'pro/earnings')).body.jobs.find((entry) => entry.bookingNumber === job.bookingNumber),
    ).toMatchObject({
      paidOn: today,
      amountCents: 10_200,
      tipCents: 1_500,
    });
  });

  it("takes the customer's tip once the price is agreed, once, for 72 hours, and the pro collects it with the payment", async () => {
    const gus = await customer();
    const job = await jobInProgress(gus);
    const tip = (body: unknown, who: Signed = gus) =>
      call<ReservationView & ApiErrorBody>(who, 'POST', `bookings/${job.bookingNumber}/tip`, body);
    expect((await tip({ percent: 15 })).body).toMatchObject({ statusCode: 409, code: 'TIP_NOT_ALLOWED' });
    // Above the margin: no tip while the price waits for her.
    expect((await complete(job.bookingNumber, { workCents: 20_000, materials: [] })).status).toBe(200);
    expect((await read(gus, job.bookingNumber)).body.tipUntil).toBeNull();
    expect((await tip({ percent: 15 })).body.code).toBe('TIP_NOT_ALLOWED');
    expect((await call(gus, 'POST', `bookings/${job.bookingNumber}/invoice/approve`)).status).toBe(200);
    const before = (await read(gus, job.bookingNumber)).body;
    const completedAt = Date.parse(before.invoice!.recordedAt);
    expect(Date.parse(before.tipUntil!)).toBe(completedAt + 72 * 3_600_000);
    expect((await read(pro, job.bookingNumber)).body.tipUntil).toBeNull();
    for (const bad of [{ percent: 12 }, { amountCents: -5 }, { percent: 10, amountCents: 100 }, {}, { amountCents: 20_001 }])
      expect((await tip(bad)).body).toMatchObject({ statusCode: 400, fields: { tip: ['INVALID_TIP'] } });
    expect((await tip({ percent: 15 }, pro)).status).toBe(404);
    expect((await tip({ percent: 15 }, admin)).status).toBe(404);
    // 15 % of the work after her welcome offer ($150), before taxes.
    const tipped = await tip({ percent: 15 });
    expect(tipped.status).toBe(200);
    expect(tipped.body).toMatchObject({ tip: { amountCents: 2_250, percent: 15, givenBy: 'customer' }, tipUntil: null });
    expect((await tip({ amountCents: 500 })).body).toMatchObject({ statusCode: 409, code: 'TIP_ALREADY_GIVEN' });
    const messages = (await call<{ message: string }[]>(pro, 'GET', `bookings/${job.bookingNumber}/messages`)).body;
    expect(messages.at(-1)!.message).toBe('The customer added a tip of $22.50, all of it for the professional. Thank you!');
    // The pro collects it with the payment, and records no other tip.
    const pay = (body: unknown) => call<ProAssignedJobView & ApiErrorBody>(pro, 'POST', `pro/jobs/${job.bookingNumber}/payment`, body);
    expect((await pay({ method: 'cash', paidOn: todayInToronto(), tipCents: 1_000 })).body.fields).toEqual({
      tipCents: ['TIP_ALREADY_GIVEN'],
    });
    const paid = await pay({ method: 'cash', paidOn: todayInToronto() });
    expect(paid.body.money).toMatchObject({ collectCents: 17_246, tip: { amountCents: 2_250, givenBy: 'customer' } });
    expect((await moneyEvents(job.id)).map((event) => event.kind)).toEqual([
      'invoice_recorded',
      'invoice_approved',
      'tip_given',
      'payment_recorded',
      'receipt_issued',
    ]);
    // The next receipt number of the year, with her tip; an operator reissues it: same number, version 2.
    const first = (await read(gus, job.bookingNumber)).body.receipt!;
    expect(first.version).toBe(1);
    expect((await receipt(gus, job.bookingNumber)).lines).toEqual(expect.arrayContaining(['$22.50', '$194.96']));
    expect((await call(gus, 'POST', `admin/bookings/${job.bookingNumber}/receipt/reissue`)).status).toBe(403);
    expect((await call(admin, 'POST', `admin/bookings/${job.bookingNumber}/receipt/reissue`)).status).toBe(204);
    expect((await read(gus, job.bookingNumber)).body.receipt).toMatchObject({ number: first.number, version: 2 });
    // Audited with the reissue, by whom and which version it made; the customer's refused call recorded nothing.
    expect((await auditOf(job.bookingNumber)).filter((row) => row.action === 'receipt_reissued')).toEqual([
      {
        actor_id: admin.session.user.id,
        actor_email: admin.session.user.email,
        action: 'receipt_reissued',
        target_type: 'booking',
        target_label: job.bookingNumber,
        reason: null,
        details: { receipt: first.number, version: 2 },
      },
    ]);
    // One job per version; the first, replaced, sends nothing: the second sends the receipt as it is now.
    const queued = await receiptMails(job.id);
    expect(queued.versions).toEqual([1, 2]);
    expect(queued.mails.map((mail) => mail.subject)).toEqual([`Your updated HomeMate receipt ${first.number}`]);
    // After the window, no tip: a completion three days and a minute ago.
    const hal = await customer();
    const late = await jobInProgress(hal);
    expect((await complete(late.bookingNumber, SAMPLE_INVOICE)).status).toBe(200);
    expect((await read(hal, late.bookingNumber)).body.tipUntil).not.toBeNull();
    await stack.sql.query(`update booking_invoices set recorded_at = now() - interval '72 hours 1 minute' where booking_id = $1`, [
      late.id,
    ]);
    expect((await read(hal, late.bookingNumber)).body.tipUntil).toBeNull();
    expect((await call<ApiErrorBody>(hal, 'POST', `bookings/${late.bookingNumber}/tip`, { percent: 10 })).body.code).toBe(
      'TIP_NOT_ALLOWED',
    );
  });

  it('lets an operator correct a disputed price not paid yet, and see what to settle, what is unpaid and the payments', async () => {
    const ivy = await customer();
    const job = await jobInProgress(ivy);
    // $200 of work above a $120 estimate: she disputes it.
    expect((await complete(job.bookingNumber, { workCents: 20_000, materials: [] })).status).toBe(200);
    expect((await decide(ivy, job.bookingNumber, 'dispute', { reason: 'One hour more than agreed.' })).status).toBe(200);
    const money = async () => (await call<AdminMoneyView>(admin, 'GET', 'admin/money')).body;
    const entry = (list: AdminMoneyEntryView[]) => list.find((item) => item.bookingNumber === job.bookingNumber);
    expect(entry((await money()).toSettle)).toMatchObject({
      invoiceStatus: 'disputed',
      disputeReason: 'One hour more than agreed.',
      professionalName: 'Marc Roy',
      totalCents: 17_246,
      payment: null,
    });
    expect((await call(ivy, 'GET', 'admin/money')).status).toBe(403);

    const correct = (body: unknown, who: Signed = admin) =>
      call<ReservationView & ApiErrorBody>(who, 'POST', `admin/bookings/${job.bookingNumber}/invoice`, body);
    expect((await correct({ invoice: { workCents: -1, materials: [] }, reason: 'x' })).body.fields).toEqual({
      'invoice.workCents': ['INVALID_AMOUNT'],
    });
    expect((await correct({ invoice: { workCents: 16_000, materials: [] }, reason: '' })).status).toBe(400);
    expect((await correct({ invoice: { workCents: 16_000, materials: [] }, reason: 'Settled: one hour less.' }, ivy)).status).toBe(403);
    // Settled at $160 of work: her welcome offer takes $40 off, taxes on $120.
    const corrected = await correct({ invoice: { workCents: 16_000, materials: [] }, reason: 'Settled: one hour less.' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.invoice).toMatchObject({
      workCents: 16_000,
      discountCents: 4_000,
      subtotalCents: 12_000,
      totalCents: 13_797,
      status: 'agreed',
    });
    const messages = (await call<{ message: string }[]>(ivy, 'GET', `bookings/${job.bookingNumber}/messages`)).body;
    expect(messages.at(-1)!.message).toBe('HomeMate support corrected the final price: $137.97, agreed.');
    expect((await moneyEvents(job.id)).at(-1)).toMatchObject({
      kind: 'invoice_corrected',
      amount_cents: 13_797,
      reason: 'Settled: one hour less.',
    });
    // In the audit log once, by the operator, with the reason and the new total; the refused attempts left nothing.
    expect(await auditOf(job.bookingNumber)).toEqual([
      expect.objectContaining({ action: 'booking_assigned' }),
      expect.objectContaining({ action: 'booking_transition' }),
      expect.objectContaining({ action: 'booking_transition' }),
      {
        actor_id: admin.session.user.id,
        actor_email: admin.session.user.email,
        action: 'invoice_corrected',
        target_type: 'booking',
        target_label: job.bookingNumber,
        reason: 'Settled: one hour less.',
        details: { totalCents: 13_797 },
      },
    ]);
    expect(entry((await money()).unpaid)).toMatchObject({ invoiceStatus: 'agreed', totalCents: 13_797 });

    // Paid: it is among the payments, and can no longer be corrected.
    const paid = await call(pro, 'POST', `pro/jobs/${job.bookingNumber}/payment`, { method: 'cheque', paidOn: todayInToronto() });
    expect(paid.status).toBe(200);
    expect(entry((await money()).payments)).toMatchObject({
      payment: { method: 'cheque', paidOn: todayInToronto(), commissionCents: 2_400 },
      receipt: { number: expect.stringMatching(/^R\d{4}-\d{6}$/), version: 1 },
    });
    expect((await correct({ invoice: { workCents: 15_000, materials: [] }, reason: 'Again.' })).body).toMatchObject({
      statusCode: 409,
      code: 'INVOICE_NOT_CORRECTABLE',
    });
    expect((await auditOf(job.bookingNumber)).filter((row) => row.action === 'invoice_corrected')).toHaveLength(1);
  });
});
