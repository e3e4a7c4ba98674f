import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import frProApp from '@hm/i18n/locales/fr/proApp.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { montrealDateTimeOf, montrealDateTimeToInstant } from '@hm/contracts';
import { accessTokenOf } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, test } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';
import { moveVisitToToday } from '../support/visit-day.ts';
import { approvedPlumber, newPage, signIn } from './pro-session.ts';

// The professional app across browser contexts: a professional (applied, approved by the
// operator through the API, password set from the e-mailed invitation) accepts a customer's
// job on /pro/jobs, goes en route, starts and completes it; the customer sees each step live on
// /reservation/:number, leaves a review, and the review shows on the pro's home.

const ui = {
  en: { pro: enProApp, reservation: enReservation, bookings: enBookings },
  fr: { pro: frProApp, reservation: frReservation, bookings: frBookings },
} as const;
const LIVE_TIMEOUT = 2_500;

/** '2:45 PM' / '14 h 45': how the customer's page writes a Montreal 'YYYY-MM-DDTHH:MM' arrival. */
const montrealClock = (local: string, lang: 'en' | 'fr'): string =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'fr-CA', {
    hour: 'numeric',
    minute: '2-digit',
    ...(lang === 'en' ? { hour12: true } : { hourCycle: 'h23' as const }),
    timeZone: 'America/Toronto',
  }).format(montrealDateTimeToInstant(local)!);
test.use({ actionTimeout: 10_000 });

for (const lang of ['en', 'fr'] as const) {
  test(`a pro accepts a job, goes en route and completes it; the customer follows live and reviews (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { pro: p, reservation: r, bookings: b } = ui[lang];

    // The customer and their booking (a leak repair in H2X), open on the reservation page.
    const customer = newPerson({ firstName: 'Lucie', lastName: 'Tremblay' });
    await createAccount(request, customer, lang);
    const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 5);
    await signIn(page, lang, customer, `/reservation/${bookingNumber}`);
    await expect(page.getByText(r.status.message.pending)).toBeVisible();

    // The pro, in a browser context of their own.
    const plumber = await approvedPlumber(request, lang);
    // The pro's device is on UTC: the arrival they type must still be read as Montreal time.
    const proPage = await newPage(browser, { timezoneId: 'UTC' });
    await signIn(proPage, lang, plumber, '/pro/jobs');
    await expect(proPage.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Jobs' : 'Travaux');
    await expect(
      proPage.getByRole('navigation', { name: p.nav.label }).filter({ visible: true }).getByRole('link', { name: p.nav.jobs }),
    ).toHaveAttribute('aria-current', 'page');

    // The open job shows the area, not the customer.
    const card = proPage.getByRole('listitem').filter({ hasText: bookingNumber });
    await expect(card).toContainText('H2X');
    await expect(card).not.toContainText('Lucie');
    await expect(card).not.toContainText('Saint-Denis');
    await card.getByRole('button', { name: fill(p.open.acceptNamed, { number: bookingNumber }) }).click();
    const dialog = proPage.getByRole('alertdialog');
    await expect(dialog).toContainText(fill(p.open.confirmText, { number: bookingNumber }));
    await dialog.getByRole('button', { name: p.open.confirm }).click();
    await expect(proPage.getByRole('status').filter({ hasText: fill(p.open.accepted, { number: bookingNumber }) })).toBeVisible();
    await expect(page.getByText(r.status.message.confirmed)).toBeVisible({ timeout: LIVE_TIMEOUT });
    // The customer now sees who is coming, with the pro's phone.
    await expect(page.getByText(`${plumber.firstName} ${plumber.lastName}`).first()).toBeVisible({ timeout: LIVE_TIMEOUT });

    // My jobs: the customer's details and the steps the state machine allows.
    await proPage.getByRole('tab', { name: p.jobs.mine }).click();
    const mine = proPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: bookingNumber });
    await expect(mine).toContainText('Lucie Tremblay');
    await expect(mine).toContainText('1234 rue Saint-Denis');
    await expect(mine.getByRole('button', { name: p.steps.complete })).toHaveCount(0);
    // Five days ahead: going en route and starting wait for the visit's day.
    await expect(mine.getByRole('button', { name: p.steps.enRoute })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: p.steps.start })).toHaveCount(0);
    await expect(mine).toContainText(p.steps.onTheDay.split('(')[0]!.trim());
    await moveVisitToToday(bookingNumber);
    await proPage.reload();
    await proPage.getByRole('tab', { name: p.jobs.mine }).click();

    const eta = montrealDateTimeOf(new Date(Date.now() + 45 * 60_000));
    await mine.getByLabel(p.steps.arrival, { exact: true }).fill(eta);
    await mine.getByRole('button', { name: p.steps.enRoute }).click();
    await expect(mine).toContainText(p.status.en_route);
    await page.getByRole('tab', { name: r.tabs.timeline }).click();
    const timelinePanel = page.getByRole('tabpanel', { name: r.tabs.timeline });
    const currentStep = timelinePanel.locator('li[aria-current="step"]');
    await expect(currentStep).toContainText(r.timeline.steps.en_route.title, { timeout: LIVE_TIMEOUT });
    await expect(timelinePanel).toContainText(montrealClock(eta, lang));

    // Running late: the new time reaches the customer's page live.
    const later = montrealDateTimeOf(new Date(Date.now() + 75 * 60_000));
    await mine.getByLabel(p.steps.newArrival, { exact: true }).fill(later);
    await mine.getByRole('button', { name: p.steps.revise }).click();
    await expect(mine.getByRole('status').filter({ hasText: p.steps.revised })).toBeVisible();
    await page.getByRole('tab', { name: r.tabs.details }).click();
    await expect(page.getByText(montrealClock(later, lang)).first()).toBeVisible({ timeout: LIVE_TIMEOUT });

    await mine.getByRole('button', { name: p.steps.start }).click();
    await expect(page.getByText(r.status.message.in_progress)).toBeVisible({ timeout: LIVE_TIMEOUT });
    // Completing records the final invoice: the work's price (the estimate, filled in) and a material.
    await mine.getByRole('button', { name: p.steps.complete }).click();
    const invoice = mine.getByRole('form', { name: p.invoice.heading });
    await expect(invoice.getByRole('heading', { name: p.invoice.heading })).toBeFocused();
    await expect(invoice.getByRole('textbox', { name: p.invoice.work })).toHaveValue(lang === 'en' ? '120.00' : '120,00');
    await invoice.getByRole('button', { name: p.invoice.addMaterial }).click();
    await invoice.getByRole('textbox', { name: fill(p.invoice.materialDescription, { number: '1' }) }).fill('Joint');
    await invoice.getByRole('textbox', { name: fill(p.invoice.materialAmount, { number: '1' }) }).fill(lang === 'en' ? '8' : '8,00');
    await invoice.getByRole('button', { name: p.invoice.submit }).click();
    await expect(mine).toContainText(p.status.completed);
    await expect(page.getByText(r.status.message.completed)).toBeVisible({ timeout: LIVE_TIMEOUT });
    // Within the estimate's margin: agreed at once, shown to the customer as the final price.
    await page.getByRole('tab', { name: r.tabs.details }).click();
    const price = page.getByRole('region', { name: r.invoice.heading });
    await expect(price.getByText(fill(r.invoice.material, { description: 'Joint' }))).toBeVisible({ timeout: LIVE_TIMEOUT });
    await expect(price.getByTestId('invoice-status')).toHaveCount(0);
    // Paid in cash at the door: the pro records it.
    const money = mine.getByTestId('job-money');
    await money.getByRole('radio', { name: b.paymentMethods.cash }).check();
    await money.getByRole('button', { name: p.payment.record }).click();
    await expect(money).toContainText(b.paymentMethods.cash);

    // The customer's review, then the pro's home: today's earnings ($120 leak repair), the review.
    const comment = `Great work ${bookingNumber}`;
    await page.getByRole('tab', { name: r.tabs.details }).click();
    await page.getByRole('button', { name: r.actions.leaveReview }).click();
    const review = page.getByRole('form', { name: r.review.heading });
    await review.getByRole('radio', { name: fill(r.review.star_other, { count: '5' }) }).check();
    await review.getByRole('textbox', { name: r.review.comment }).fill(comment);
    await review.getByRole('button', { name: r.review.submit }).click();
    await expect(page.getByRole('img', { name: fill(r.review.ratingValue, { rating: '5' }) })).toBeVisible();

    await proPage.getByRole('navigation', { name: p.nav.label }).filter({ visible: true }).getByRole('link', { name: p.nav.home }).click();
    await expect(proPage).toHaveURL(/\/pro$/);
    await expect(proPage.getByText(comment)).toBeVisible();
    await expect(proPage.getByRole('img', { name: fill(p.home.stars, { rating: '5' }) })).toBeVisible();
    // Today's earnings: the final invoice's work and material ($120 + $8), less HomeMate's 15 % ($19.20).
    await expect(proPage.getByText(lang === 'en' ? '$108.80' : /108,80\s\$/).first()).toBeVisible();
    await proPage.context().close();
  });
}

test('a customer is told the pro app is for professionals only', async ({ page, request }) => {
  const customer = newPerson();
  await createAccount(request, customer, 'en');
  await signIn(page, 'en', customer, '/pro');
  await expect(page.getByRole('alert').filter({ hasText: enProApp.forbidden.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: enProApp.nav.label })).toHaveCount(0);
});
