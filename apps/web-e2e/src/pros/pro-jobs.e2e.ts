import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import enProApp from '@hm/i18n/locales/en/proApp.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frProApp from '@hm/i18n/locales/fr/proApp.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { fill, texts, type Lang } from '../support/texts.ts';

// The professional app across browser contexts: a professional (applied, approved by the
// operator through the API, password set from the e-mailed invitation) accepts a customer's
// job on /pro/jobs, goes en route, starts and completes it; the customer sees each step live on
// /reservation/:number, leaves a review, and the review shows on the pro's home.

const ui = { en: { pro: enProApp, reservation: enReservation }, fr: { pro: frProApp, reservation: frReservation } } as const;
const LIVE_TIMEOUT = 2_500;
test.use({ actionTimeout: 10_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A plumber: application, operator approval, password from the invitation link — all through the API. */
async function approvedPlumber(request: APIRequestContext, lang: Lang): Promise<Person> {
  const person = newPerson({ firstName: 'Marc', lastName: `Plombier${Date.now().toString(36)}${randomInt(1000)}` });
  const applied = await request.post('/api/public/professionals', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: '+1 514 555 0142',
      serviceCategory: 'plumbing',
      locale: lang,
      website: '',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await accessTokenOf(request, SEED_ADMIN);
  const headers = { Authorization: `Bearer ${admin}` };
  const list = await request.get('/api/admin/professional-applications', { headers });
  const application = ((await list.json()) as { id: string; email: string }[]).find((item) => item.email === person.email.toLowerCase());
  expect(application).toBeDefined();
  const approved = await request.post(`/api/admin/professional-applications/${application!.id}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const mail = await waitForMail(person.email, { subject: new RegExp(escape(texts[lang].mail.proInvitation.subject)) });
  const token = /\/pro\/welcome\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const accepted = await request.post('/api/pro/invitations/accept', {
    data: { token: decodeURIComponent(token!), password: person.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return person;
}

async function signIn(page: Page, lang: Lang, person: Person, path: string): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`), { timeout: 10_000 });
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport ?? null,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

for (const lang of ['en', 'fr'] as const) {
  test(`a pro accepts a job, goes en route and completes it; the customer follows live and reviews (${lang})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { pro: p, reservation: r } = ui[lang];

    // The customer and their booking (a leak repair in H2X), open on the reservation page.
    const customer = newPerson({ firstName: 'Lucie', lastName: 'Tremblay' });
    await createAccount(request, customer, lang);
    const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 5);
    await signIn(page, lang, customer, `/reservation/${bookingNumber}`);
    await expect(page.getByText(r.status.message.pending)).toBeVisible();

    // The pro, in a browser context of their own.
    const plumber = await approvedPlumber(request, lang);
    const proPage = await newPage(browser);
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
    await mine.getByLabel(p.steps.arrival).fill('23:59');
    await mine.getByRole('button', { name: p.steps.enRoute }).click();
    await expect(mine).toContainText(p.status.en_route);
    await page.getByRole('tab', { name: r.tabs.timeline }).click();
    const currentStep = page.getByRole('tabpanel', { name: r.tabs.timeline }).locator('li[aria-current="step"]');
    await expect(currentStep).toContainText(r.timeline.steps.en_route.title, { timeout: LIVE_TIMEOUT });

    await mine.getByRole('button', { name: p.steps.start }).click();
    await expect(page.getByText(r.status.message.in_progress)).toBeVisible({ timeout: LIVE_TIMEOUT });
    await mine.getByRole('button', { name: p.steps.complete }).click();
    await expect(mine).toContainText(p.status.completed);
    await expect(page.getByText(r.status.message.completed)).toBeVisible({ timeout: LIVE_TIMEOUT });

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
    await expect(proPage.getByText(lang === 'en' ? '$120.00' : /120,00\s\$/).first()).toBeVisible();
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
