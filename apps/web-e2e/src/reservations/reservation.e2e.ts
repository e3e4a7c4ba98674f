import { montrealDateTimeOf } from '@hm/contracts';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import frReservation from '@hm/i18n/locales/fr/reservation.json' with { type: 'json' };
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { fill, type Lang } from '../support/texts.ts';
import { accessTokenOf, adminTransition, SEED_ADMIN, seededProfessionalId } from '../support/api-calls.ts';
import { torontoDate } from '../booking/booking-flow.ts';
import { firstFreeTimeOf } from '../support/free-visit.ts';
import { createBooking, customerCalls } from './reservation-api.ts';

/** An operator's reason for moving a job on another day than the visit's (job-timing.ts). */
const OFF_DAY_REASON = 'Moved early at the customer’s request';

// The reservation page's main journey: two browser contexts, the customer's page and
// an operator acting through the admin API; the operator's steps and their system messages
// appear on the customer's page without a reload; editing and cancelling work, and are refused
// (in the UI and by the API) once the status forbids them; a cancelled booking is kept.

const texts = {
  en: { reservation: enReservation, bookings: enBookings },
  fr: { reservation: frReservation, bookings: frBookings },
} as const satisfies Record<Lang, unknown>;

// A missing button fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 10_000 });

// A change must show within 1 s; the margin covers a busy CI machine.
const LIVE_TIMEOUT = 2_500;
/** The times the customer may move the visit to, as the English page shows them. */
const MOVE_TIMES: Record<string, string> = {
  '16:00': '4:00 PM',
  '17:00': '5:00 PM',
  '12:00': '12:00 PM',
  '19:00': '7:00 PM',
  '08:00': '8:00 AM',
};

/** The operator in a browser context of their own (another person, another device). */
async function operatorContext(browser: Browser): Promise<{ context: BrowserContext; api: APIRequestContext; token: string }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const token = await accessTokenOf(context.request, SEED_ADMIN);
  return { context, api: context.request, token };
}

async function openReservation(page: Page, lang: Lang, person: Person, bookingNumber: string): Promise<void> {
  const path = `/reservation/${bookingNumber}`;
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bookingNumber);
}

/** Fails the test if the page reloads or navigates away while `action` runs. */
async function withoutReload(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await action();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('the operator moves the booking along: the customer sees each step and message live, edits, then can no longer', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const lang: Lang = 'en';
  const t = texts[lang].reservation;
  const notes = texts[lang].bookings.notes;
  const person = newPerson();
  await createAccount(request, person, lang);
  const token = await accessTokenOf(request, person);
  // Sophie is assigned below and the customer then moves the visit (to 16:00, else a later hour): she must be free at both.
  const moveTo = await firstFreeTimeOf('pro2@homemate.local', torontoDate(6), Object.keys(MOVE_TIMES));
  const bookingNumber = await createBooking(request, token, 6, { freeFor: { email: 'pro2@homemate.local', alsoAt: [moveTo] } });
  const operator = await operatorContext(browser);
  // Sophie's team works every day: the customer's move below keeps her whatever the weekday.
  const proId = await seededProfessionalId(operator.api, operator.token, 'pro2@homemate.local');

  await openReservation(page, lang, person, bookingNumber);
  await expect(page.getByText(t.status.message.pending)).toBeVisible();
  // The booking's own price snapshot: leak repair from $120, taxes itemised on the subtotal.
  await expect(page.getByText('$120.00')).toBeVisible();
  await expect(page.getByText(fill(t.price.gst, { rate: '5%' }))).toBeVisible();
  await expect(page.getByText('$6.00')).toBeVisible();
  await expect(page.getByText(fill(t.price.qst, { rate: '9.975%' }))).toBeVisible();
  await expect(page.getByText('$11.97')).toBeVisible();
  await expect(page.getByText('$137.97')).toBeVisible();

  // Timeline tab, chosen with the keyboard (WAI-ARIA tabs: arrow keys move and select).
  await page.getByRole('tab', { name: t.tabs.details }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t.tabs.timeline })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=timeline$/);
  const timeline = page.getByRole('tabpanel', { name: t.tabs.timeline });
  const currentStep = timeline.locator('li[aria-current="step"]');
  await expect(currentStep).toContainText(t.timeline.steps.waiting_for_pro.title);
  await expect(currentStep).toContainText(t.timeline.currentStep);
  await expect(timeline.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await withoutReload(page, async () => {
    await adminTransition(operator.api, operator.token, bookingNumber, { action: 'assign', professionalId: proId });
    await expect(currentStep).toContainText(t.timeline.steps.pro_assigned.title, { timeout: LIVE_TIMEOUT });
    await expect(timeline.getByText(fill(notes.pro_assigned, { professionalName: 'Sophie Bélanger' }))).toBeVisible({
      timeout: LIVE_TIMEOUT,
    });
    await expect(timeline.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    await expect(page.getByText(t.status.message.confirmed)).toBeVisible({ timeout: LIVE_TIMEOUT });
  });

  // Messages: the operator's next step arrives as a new system message while the thread is open.
  await page.getByRole('tab', { name: t.tabs.messages }).click();
  const thread = page.getByRole('region', { name: fill(t.messages.listLabel, { bookingNumber }) });
  await expect(thread.locator('[data-sender="system"]').first()).toBeVisible();
  const systemBefore = await thread.locator('[data-sender="system"]').count();
  // The visit is days away: the operator moves it anyway, giving the reason the API asks for.
  await withoutReload(page, async () => {
    await adminTransition(operator.api, operator.token, bookingNumber, {
      action: 'en_route',
      estimatedArrival: montrealDateTimeOf(new Date(Date.now() + 45 * 60_000)),
      note: OFF_DAY_REASON,
    });
    await expect(thread.locator('[data-sender="system"]')).toHaveCount(systemBefore + 1, { timeout: LIVE_TIMEOUT });
    await expect(thread.locator('[data-sender="system"]').last()).toContainText(
      /Sophie Bélanger is on the way\. Estimated arrival: \d{1,2}:\d{2} (AM|PM)\./,
    );
  });

  // Sending: Enter sends, Shift+Enter adds a line; markup stays text.
  const box = page.getByRole('textbox', { name: t.messages.label });
  await box.fill('Gate code is 1234');
  await box.press('Shift+Enter');
  await box.pressSequentially('<b>not bold</b>');
  await expect(box).toHaveValue('Gate code is 1234\n<b>not bold</b>');
  await box.press('Enter');
  const mine = thread.locator('[data-sender="customer"]').last();
  await expect(mine).toContainText('<b>not bold</b>');
  await expect(mine.locator('b')).toHaveCount(0);
  await expect(box).toHaveValue('');

  // Edit while confirmed: a bad postal code is refused next to the field, then a valid change is saved.
  await page.getByRole('tab', { name: t.tabs.details }).click();
  await page.getByRole('button', { name: t.actions.edit, exact: true }).click();
  const form = page.getByRole('form', { name: t.edit.heading });
  await form.getByRole('textbox', { name: /Postal code/ }).fill('12');
  await form.getByRole('combobox', { name: t.edit.time }).selectOption(moveTo);
  await form.getByRole('button', { name: t.edit.save }).click();
  await expect(form.getByText('Please enter a valid postal code, for example H2X 1Y4.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Postal code/ })).toBeFocused();
  await form.getByRole('textbox', { name: /Postal code/ }).fill('h3b2y5');
  await form.getByRole('button', { name: t.edit.save }).click();
  await expect(page.getByText(t.edit.success)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('H3B 2Y5')).toBeVisible();
  await expect(page.getByText(`at ${MOVE_TIMES[moveTo]}`)).toBeVisible();
  // The success banner goes after 3 s.
  await expect(page.getByText(t.edit.success)).toHaveCount(0, { timeout: 5_000 });

  // Start and complete: Edit and Cancel are no longer offered, the API refuses both, Leave Review is.
  await withoutReload(page, async () => {
    await adminTransition(operator.api, operator.token, bookingNumber, { action: 'start', note: OFF_DAY_REASON });
    await adminTransition(operator.api, operator.token, bookingNumber, { action: 'complete' });
    await expect(page.getByText(t.status.message.completed)).toBeVisible({ timeout: LIVE_TIMEOUT });
  });
  await expect(page.getByRole('button', { name: t.actions.edit, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.actions.cancelReservation })).toHaveCount(0);
  const customerApi = customerCalls(request, token);
  const refusedEdit = await customerApi.patch(bookingNumber, { phone: '5145550000' });
  expect(refusedEdit.status()).toBe(409);
  expect(((await refusedEdit.json()) as { code: string }).code).toBe('BOOKING_NOT_EDITABLE');
  const refusedCancel = await customerApi.cancel(bookingNumber);
  expect(refusedCancel.status()).toBe(409);
  expect(((await refusedCancel.json()) as { code: string }).code).toBe('BOOKING_NOT_CANCELLABLE');

  // Leave Review: a star rating (a radio group) and a text, then the stored review.
  await page.getByRole('button', { name: t.actions.leaveReview }).click();
  const review = page.getByRole('form', { name: t.review.heading });
  await review.getByRole('radio', { name: fill(t.review.star_other, { count: '4' }) }).check();
  await review.getByRole('textbox', { name: t.review.comment }).fill('Quick and tidy work.');
  await review.getByRole('button', { name: t.review.submit }).click();
  await expect(page.getByRole('img', { name: fill(t.review.ratingValue, { rating: '4' }) })).toBeVisible();
  await expect(page.getByText('Quick and tidy work.')).toBeVisible();
  await expect(page.getByRole('button', { name: t.actions.leaveReview })).toHaveCount(0);

  await operator.context.close();
});

test('cancelling asks first, then keeps the booking as cancelled and returns to the dashboard', async ({ page, request }) => {
  test.setTimeout(60_000);
  const lang: Lang = 'fr';
  const t = texts[lang].reservation;
  const person = newPerson();
  await createAccount(request, person, lang);
  const token = await accessTokenOf(request, person);
  const bookingNumber = await createBooking(request, token, 4);
  await openReservation(page, lang, person, bookingNumber);

  // The dialog: Escape closes it and gives focus back to the button.
  const opener = page.getByRole('button', { name: t.actions.cancelReservation });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: t.cancel.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.cancel.keep })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: t.cancel.confirm }).click();
  await expect(page.getByText(t.cancel.success)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Kept, not deleted: the owner still reads it, as cancelled, and can no longer change it.
  const api = customerCalls(request, token);
  const kept = await api.get(bookingNumber);
  expect(kept.status()).toBe(200);
  expect(((await kept.json()) as { status: string }).status).toBe('cancelled');
  const refused = await api.patch(bookingNumber, { city: 'Laval' });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('BOOKING_NOT_EDITABLE');

  // The page shows the cancelled panel on its timeline, and no actions.
  await page.goto(`/reservation/${bookingNumber}?tab=timeline`);
  await expect(page.getByText(t.timeline.cancelled.title, { exact: true })).toBeVisible();
  await expect(page.getByText(t.timeline.cancelled.text)).toBeVisible();
  await expect(page.getByText(texts[lang].bookings.notes.booking_cancelled_customer).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t.actions.cancelReservation })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.actions.edit, exact: true })).toHaveCount(0);
});

test('a reservation of someone else reads as not found, and signed-out visitors are sent to sign in', async ({
  page,
  request,
  browser,
}) => {
  const owner = newPerson();
  await createAccount(request, owner, 'en');
  const bookingNumber = await createBooking(request, await accessTokenOf(request, owner), 5);

  const stranger = newPerson();
  await createAccount(request, stranger, 'en');
  await openReservationAs(page, stranger, bookingNumber);
  await expect(page.getByText(enReservation.notFound)).toBeVisible();
  await page.getByRole('link', { name: enReservation.returnToDashboard }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/reservation/${bookingNumber}?tab=messages`);
  await expect(visitorPage).toHaveURL(
    new RegExp(
      `/login\\?returnTo=${encodeURIComponent(`/reservation/${bookingNumber}?tab=messages`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );
  await visitor.close();
});

/** Signs in and opens a reservation page that may not load (not found). */
async function openReservationAs(page: Page, person: Person, bookingNumber: string): Promise<void> {
  const path = `/reservation/${bookingNumber}`;
  await useLanguage(page, 'en');
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, 'en', person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 10_000 });
}
