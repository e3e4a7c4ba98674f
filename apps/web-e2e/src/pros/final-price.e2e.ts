import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frAdmin from '@hm/i18n/locales/fr/admin.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import frProApp from '@hm/i18n/locales/fr/proApp.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, test } from '../support/accounts.ts';
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { fill } from '../support/texts.ts';
import { moveVisitToToday } from '../support/visit-day.ts';
import { approvedPlumber, newPage, signIn } from './pro-session.ts';

// The final price across three parties (docs/pricing-and-taxes.md "The final price"): the pro
// completes the job with a water heater among the materials, far above the estimate; the
// customer's open page asks for their approval at once, they dispute it; the pro reads the
// dispute; an operator approves it once settled, the customer's page shows it agreed, the
// customer adds a tip, the pro records the direct payment with it, which the customer's page
// shows with the receipt to download.

const ui = {
  en: { pro: enProApp, reservation: enReservation, bookings: enBookings, admin: enAdmin },
  fr: { pro: frProApp, reservation: frReservation, bookings: frBookings, admin: frAdmin },
} as const;
const LIVE_TIMEOUT = 5_000;

for (const lang of ['fr', 'en'] as const) {
  test(`a final price above the estimate waits for the customer, who disputes it; an operator settles it (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { pro: p, reservation: r, bookings: b, admin: a } = ui[lang];
    const customer = newPerson({ firstName: 'Lucie', lastName: 'Gagnon' });
    await createAccount(request, customer, lang);
    const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 5);
    await signIn(page, lang, customer, `/reservation/${bookingNumber}`);

    // The pro takes the job and starts it on its day (through the API), then completes it in the app.
    const plumber = await approvedPlumber(request, lang);
    const proToken = await accessTokenOf(request, plumber);
    const asPro = (path: string, data?: unknown) =>
      request.post(`/api/pro/jobs/${bookingNumber}/${path}`, { headers: { Authorization: `Bearer ${proToken}` }, data });
    expect((await asPro('accept')).status()).toBe(200);
    await moveVisitToToday(bookingNumber);
    expect((await asPro('steps', { action: 'start' })).status()).toBe(200);
    const proPage = await newPage(browser);
    await signIn(proPage, lang, plumber, '/pro/jobs');
    await proPage.getByRole('tab', { name: p.jobs.mine }).click();
    const mine = proPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: bookingNumber });
    await mine.getByRole('button', { name: p.steps.complete }).click();
    const invoice = mine.getByRole('form', { name: p.invoice.heading });
    // The work's price is filled in with the estimate; a material without a description is refused.
    await invoice.getByRole('button', { name: p.invoice.addMaterial }).click();
    await invoice.getByRole('button', { name: p.invoice.submit }).click();
    const description = invoice.getByRole('textbox', { name: fill(p.invoice.materialDescription, { number: '1' }) });
    await expect(description).toBeFocused();
    await expect(invoice).toContainText(p.invoice.errors.descriptionRequired);
    await description.fill(lang === 'fr' ? 'Chauffe-eau 40 gallons' : 'Water heater, 40 gallons');
    await invoice.getByRole('textbox', { name: fill(p.invoice.materialAmount, { number: '1' }) }).fill('650');
    await invoice
      .getByRole('textbox', { name: p.invoice.note })
      .fill(lang === 'fr' ? 'Le chauffe-eau fuyait.' : 'The water heater was leaking.');
    await expectNoSeriousViolations(proPage, 'the completion form');
    await invoice.getByRole('button', { name: p.invoice.submit }).click();
    await expect(mine).toContainText(p.status.completed);

    // The customer's page, live: the final price and the question.
    await page.getByRole('tab', { name: r.tabs.details }).click();
    const price = page.getByRole('region', { name: r.invoice.heading });
    const status = price.getByTestId('invoice-status');
    await expect(status).toContainText(r.invoice.awaiting.customer, { timeout: LIVE_TIMEOUT });
    await expect(price).toContainText(lang === 'fr' ? 'Chauffe-eau 40 gallons' : 'Water heater, 40 gallons');
    await expectNoSeriousViolations(page, 'the final price waiting for approval');
    await status.getByRole('button', { name: r.invoice.dispute }).click();
    await status
      .getByRole('textbox', { name: r.invoice.reason })
      .fill(lang === 'fr' ? 'Le chauffe-eau n’était pas prévu.' : 'The heater was not planned.');
    await status.getByRole('button', { name: r.invoice.sendDispute }).click();
    await expect(status).toContainText(r.invoice.disputed.customer);

    // The pro's side: the reservation says the customer disputes it.
    await proPage.goto(`/reservation/${bookingNumber}`);
    await expect(proPage.getByTestId('invoice-status')).toContainText(r.invoice.disputed.professional);

    // Support settles it in the console's money tab, where the dispute and its reason wait: the
    // operator approves; the customer's page follows.
    const adminPage = await newPage(browser);
    await signIn(adminPage, lang, { ...newPerson(), ...SEED_ADMIN }, '/admin');
    await adminPage.getByRole('tab', { name: a.tabs.money }).click();
    const toSettle = adminPage.getByRole('region', { name: a.money.toSettle }).getByRole('listitem').filter({ hasText: bookingNumber });
    await expect(toSettle).toContainText(lang === 'fr' ? 'Le chauffe-eau n’était pas prévu.' : 'The heater was not planned.');
    await expectNoSeriousViolations(adminPage, "the operators' money tab");
    await toSettle.getByRole('button', { name: a.money.approve }).click();
    await expect(adminPage.getByText(fill(a.money.approved, { number: bookingNumber }))).toBeVisible();
    await expect(status).toHaveCount(0, { timeout: LIVE_TIMEOUT });
    await expect(price).toContainText(r.payment.payDirectly);

    // The customer tips 15 % from the page; it is all the pro's.
    const tip = page.getByRole('form', { name: r.tip.heading });
    await expectNoSeriousViolations(page, 'the tip form');
    await tip.getByRole('radio', { name: /^15/ }).check();
    await tip.getByRole('button', { name: r.tip.give }).click();
    await expect(price.getByTestId('tip')).toBeVisible();
    await expect(tip).toHaveCount(0);

    // Paid directly: the pro records it in the app (the tip comes with it), the customer's page says so.
    await proPage.goto('/pro/jobs');
    await proPage.getByRole('tab', { name: p.jobs.mine }).click();
    const money = proPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: bookingNumber }).getByTestId('job-money');
    await expectNoSeriousViolations(proPage, 'the payment form');
    await money.getByRole('radio', { name: b.paymentMethods.interac }).check();
    await expect(money.getByRole('textbox', { name: p.payment.tipReceived })).toHaveCount(0);
    await money.getByRole('button', { name: p.payment.record }).click();
    await expect(money).toContainText(b.paymentMethods.interac);
    await expect(price.getByTestId('payment')).toContainText(b.paymentMethods.interac, { timeout: LIVE_TIMEOUT });

    // The receipt, numbered, downloads as a PDF in the page's language.
    const download = page.waitForEvent('download');
    await price.getByRole('button', { name: /R\d{4}-\d{6}/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${fill(r.receipt.fileName, { number: 'R\\d{4}-\\d{6}' })}$`));
    // The operator finds the payment with its receipt among the latest payments.
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: a.tabs.money }).click();
    const paid = adminPage.getByRole('region', { name: a.money.payments }).getByRole('listitem').filter({ hasText: bookingNumber });
    await expect(paid.getByRole('button', { name: a.money.reissue })).toBeVisible();
    await adminPage.context().close();
    await proPage.context().close();
  });
}
