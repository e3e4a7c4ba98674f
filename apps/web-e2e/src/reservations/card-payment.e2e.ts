import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cardBrandName } from '@hm/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { escape, newPage, signIn } from '../pros/pro-session.ts';
import { createAccount, expect, newPerson, test, type Person } from '../support/accounts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';
import { e2eStripeUrl } from '../support/e2e-env.ts';
import { fill } from '../support/texts.ts';
import { createBooking } from './reservation-api.ts';

// Paying by card in a browser (docs/payments-by-card.md), on the online-services stack, whose API and
// worker talk to the local Stripe stand-in (tools/test/stripe-server.ts) and get its signed webhooks:
// the customer saves a card on the stand-in's hosted checkout page and comes back to the reservation,
// which shows the card once the webhook is applied; the pro completes the job with materials, above
// the estimate, the customer approves the final price, the card is charged off-session and the page
// shows it paid by card, live; a tip is charged on its own; the receipt downloads. When the bank asks
// to confirm, the page links to Stripe's payment page, where the customer pays.

const r = { en: enReservation, fr: frReservation } as const;
const b = { en: enBookings, fr: frBookings } as const;
const p = enProApp;

/** Sophie Bélanger, the seeded plumber whose team works every day (pro@homemate.local does no plumbing). */
const SOPHIE = { firstName: 'Sophie', lastName: 'Bélanger', email: 'pro2@homemate.local', password: 'Pro12345!' } as const;
/** An operator's reason for moving a job on another day than the visit's (job-timing.ts). */
const OFF_DAY_REASON = 'E2E: done ahead of the day';
// A new customer's first booking, at a home and phone of its own, has the welcome offer: the leak
// repair's $120 estimate less 25 %, GST $4.50 and QST $8.98 (docs/pricing-and-taxes.md "Offers").
// Completed at its estimate, the price is agreed at once and that total is charged to the card.
const TOTAL = { en: '$103.48', fr: '103,48\u00a0$' } as const;
/** What a webhook does reaches the server through the outbox and the worker: allow for a busy machine. */
const WEBHOOK_TIMEOUT = 20_000;

test.use({ actionTimeout: 10_000 });

/** A template of the catalogue as a pattern: the given values filled in, any other placeholder matching anything. */
function pattern(template: string, values: Record<string, string> = {}): RegExp {
  return new RegExp(
    template
      .split(/(\{\{\s*\w+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        return values[name] === undefined ? '.+' : escape(values[name]);
      })
      .join(''),
  );
}

/**
 * Waits, without reloading, until `check` passes on the open reservation page: what Stripe's webhooks
 * and the worker's charges change reaches it live (the worker's `booking:money` signal), on any tab.
 */
async function shownOnReservation(check: () => Promise<void>): Promise<void> {
  await expect(check).toPass({ timeout: WEBHOOK_TIMEOUT, intervals: [250, 500, 1_000] });
}

/** "Visa ending in 4242", as the reservation page names a saved card. */
const cardName = (last4: string) => fill(r.en.card.card, { brand: cardBrandName('visa'), last4 });

/** A first booking at a home and a phone no other booking uses: the welcome offer is this customer's. */
async function firstBooking(request: APIRequestContext, customer: Person, daysAhead: number): Promise<string> {
  await createAccount(request, customer, 'en');
  const unique = String(randomInt(100_000)).padStart(5, '0');
  return createBooking(request, await accessTokenOf(request, customer), daysAhead, {
    details: { address: `${unique} avenue du Parc`, phone: `438 55${unique.slice(0, 1)} ${unique.slice(1)}` },
  });
}

/**
 * On the reservation page: "Save a card" opens the stand-in's hosted checkout page (setup mode), where
 * the customer picks the test card ending in `last4` and saves it; Stripe sends them back to the page.
 */
async function saveCard(page: Page, bookingNumber: string, last4: string): Promise<void> {
  const section = page.getByRole('region', { name: r.en.card.heading });
  await expect(section).toContainText(r.en.card.intro);
  await section.getByRole('button', { name: r.en.card.save }).click();
  await expect(page).toHaveURL(new RegExp(`^${escape(e2eStripeUrl)}/checkout/cs_test_\\w+$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Save a card' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`ending in ${last4}\\b`) }).check();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${bookingNumber}\\?card=saved$`), { timeout: 10_000 });
  // The redirect proves nothing: until Stripe's webhook is applied the page says Stripe is confirming the card.
  await expect(section.getByRole('status')).toHaveText(
    new RegExp(`^(${escape(r.en.card.saving)}|${escape(fill(r.en.card.saved, { card: cardName(last4) }))})$`),
  );
  await shownOnReservation(() =>
    expect(section.getByRole('status')).toHaveText(fill(r.en.card.saved, { card: cardName(last4) }), { timeout: 2_000 }),
  );
}

/** The operator gives the job to Sophie and moves it to started, off its day (through the admin API). */
async function assignAndStart(request: APIRequestContext, bookingNumber: string): Promise<void> {
  const admin = await accessTokenOf(request, SEED_ADMIN);
  const professionalId = await seededProfessionalId(request, admin, 'pro2@homemate.local');
  await adminTransition(request, admin, bookingNumber, { action: 'assign', professionalId });
  for (const action of ['en_route', 'start']) await adminTransition(request, admin, bookingNumber, { action, note: OFF_DAY_REASON });
}

test('a customer saves a Visa on Stripe’s page, approves a final price above the estimate, which is charged to it, tips, and downloads the receipt', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = newPerson({ firstName: 'Lucie', lastName: 'Carte' });
  const bookingNumber = await firstBooking(request, customer, 5);
  await signIn(page, 'en', customer, `/reservation/${bookingNumber}`);

  // The page offers to save a card; the customer saves a Visa on Stripe's page.
  await saveCard(page, bookingNumber, '4242');
  // The thread says it too.
  await page.getByRole('tab', { name: r.en.tabs.messages }).click();
  const thread = page.getByRole('region', { name: fill(r.en.messages.listLabel, { bookingNumber }) });
  await expect(
    thread.locator('[data-sender="system"]').filter({ hasText: fill(b.en.notes.card_saved, { brand: 'Visa', last4: '4242' }) }),
  ).toHaveCount(1);
  await page.getByRole('tab', { name: r.en.tabs.details }).click();
  await expectNoSeriousViolations(page, 'the reservation with a saved card');

  // The pro, in a browser of their own, completes the job in the pro app with materials: far above the estimate.
  await assignAndStart(request, bookingNumber);
  const proPage = await newPage(browser);
  await signIn(proPage, 'en', { ...newPerson(), ...SOPHIE }, '/pro/jobs');
  await proPage.getByRole('tab', { name: p.jobs.mine }).click();
  const job = proPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: bookingNumber });
  await job.getByRole('button', { name: p.steps.complete }).click();
  const invoice = job.getByRole('form', { name: p.invoice.heading });
  await expect(invoice.getByRole('textbox', { name: p.invoice.work })).toHaveValue('120.00');
  await invoice.getByRole('button', { name: p.invoice.addMaterial }).click();
  await invoice.getByRole('textbox', { name: fill(p.invoice.materialDescription, { number: '1' }) }).fill('Kitchen faucet');
  await invoice.getByRole('textbox', { name: fill(p.invoice.materialAmount, { number: '1' }) }).fill('85');
  await invoice.getByRole('button', { name: p.invoice.submit }).click();
  await expect(job).toContainText(p.status.completed);

  // The customer's open page: the final price waits for their approval; nothing is charged before.
  const price = page.getByRole('region', { name: r.en.invoice.heading });
  const status = price.getByTestId('invoice-status');
  await expect(status).toContainText(r.en.invoice.awaiting.customer, { timeout: 10_000 });
  await expect(price).toContainText('Kitchen faucet');
  await expect(price.getByTestId('payment')).toHaveCount(0);
  await status.getByRole('button', { name: r.en.invoice.approve }).click();
  // Approved: the card is charged off-session, and the page says it, live.
  await shownOnReservation(() =>
    expect(price.getByTestId('payment')).toHaveText(pattern(r.en.payment.paid, { method: b.en.paymentMethods.card }), { timeout: 2_000 }),
  );
  await expect(page.getByRole('region', { name: r.en.card.heading })).toHaveCount(0);
  await expect(price).not.toContainText(r.en.payment.payDirectly);

  // A 15 % tip afterwards: charged to the card on its own, all the pro's.
  const tip = page.getByRole('form', { name: r.en.tip.heading });
  await tip.getByRole('radio', { name: /^15/ }).check();
  await tip.getByRole('button', { name: r.en.tip.give }).click();
  await expect(price.getByTestId('tip')).toBeVisible();
  await expect(tip).toHaveCount(0);

  // The receipt, numbered, downloads as a PDF.
  const receipt = price.getByRole('button', { name: pattern(r.en.receipt.download) });
  const receiptNumber = /R\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0];
  expect(receiptNumber, 'the receipt number on its button').toBeDefined();
  const download = page.waitForEvent('download');
  await receipt.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(fill(r.en.receipt.fileName, { number: receiptNumber! }));
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The pro's job: paid by card, nothing to collect (the app shows it on its next read).
  await proPage.reload();
  await proPage.getByRole('tab', { name: p.jobs.mine }).click();
  await expect(job.getByTestId('job-money')).toContainText(pattern(p.payment.paid, { method: b.en.paymentMethods.card }));
  await proPage.context().close();

  // In French, at once: the same payment, by « carte », and its receipt.
  await page.getByRole('banner').getByRole('button', { name: 'FR', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const prix = page.getByRole('region', { name: r.fr.invoice.heading });
  await expect(prix.getByTestId('payment')).toHaveText(pattern(r.fr.payment.paid, { method: b.fr.paymentMethods.card }));
  await expect(prix.getByRole('button', { name: pattern(r.fr.receipt.download) })).toBeVisible();
});

test('a card whose bank asks to confirm: the page links to Stripe’s payment page, and paying there settles the job', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = newPerson({ firstName: 'Lucie', lastName: 'Confirme' });
  const bookingNumber = await firstBooking(request, customer, 6);
  await signIn(page, 'en', customer, `/reservation/${bookingNumber}`);
  await saveCard(page, bookingNumber, '3155');

  // The pro completes it at its estimate (through the API); the off-session charge needs the customer.
  await assignAndStart(request, bookingNumber);
  const proToken = await accessTokenOf(request, SOPHIE);
  const completed = await request.post(`/api/pro/jobs/${encodeURIComponent(bookingNumber)}/steps`, {
    headers: { Authorization: `Bearer ${proToken}` },
    data: { action: 'complete', invoice: { workCents: 12_000, materials: [] } },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  const section = page.getByRole('region', { name: r.en.card.heading });
  await shownOnReservation(() =>
    expect(section.getByRole('alert')).toHaveText(fill(r.en.card.confirm, { amount: TOTAL.en, card: cardName('3155') }), {
      timeout: 2_000,
    }),
  );
  const pay = section.getByRole('link', { name: fill(r.en.card.pay, { amount: TOTAL.en }) });
  await expect(pay).toHaveAttribute('href', new RegExp(`^${escape(e2eStripeUrl)}/checkout/cs_test_\\w+$`));
  await expect(page.getByTestId('payment')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the reservation waiting for the customer to pay');

  // Stripe's payment page: the amount, the card confirmed on the page; back on the reservation, paid.
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Pay CA$103.48' })).toBeVisible();
  await page.getByRole('radio', { name: /ending in 3155\b/ }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/reservation/${bookingNumber}\\?paid=1$`), { timeout: 10_000 });
  const price = page.getByRole('region', { name: r.en.invoice.heading });
  await shownOnReservation(() =>
    expect(price.getByTestId('payment')).toHaveText(pattern(r.en.payment.paid, { method: b.en.paymentMethods.card }), { timeout: 2_000 }),
  );
  await expect(section).toHaveCount(0);
  await expect(price.getByRole('button', { name: pattern(r.en.receipt.download) })).toBeVisible();
});
