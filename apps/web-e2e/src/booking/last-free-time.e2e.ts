import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, formatClockTime, todayInToronto, WEEKDAYS } from '@hm/contracts';
import { approvedPlumber } from '../pros/pro-session.ts';
import { accessTokenOf } from '../support/api-calls.ts';
import { expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';
import { bookingTexts, chooseSubService, fillAddress, next, openPlumbingFromHero, slotGroups, wizard } from './booking-flow.ts';

// One pro, one job at a time (docs/booking-rules.md): a plumber alone in their area has a single
// free time in the next 30 days; the first customer books it, and the second is no longer offered it.

// An area of its own per project and attempt (no other pro serves these FSAs; a retry must not
// find the first attempt's plumber), and a language per project.
const AREAS: Record<string, { fsas: readonly string[]; lang: Lang }> = {
  desktop: { fsas: ['G0R', 'G0T'], lang: 'en' },
  phone: { fsas: ['G0S', 'G0V'], lang: 'fr' },
};

/** The plumber's week: 10:00 to 11:30 every day (one leak repair), off every day of the next 40 but `day`. */
async function onlyFreeAt(request: APIRequestContext, email: string, password: string, day: string): Promise<void> {
  const token = await accessTokenOf(request, { email, password });
  const today = todayInToronto();
  const response = await request.put('/api/pro/schedule', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      weeklyHours: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [{ start: '10:00', end: '11:30' }]])),
      daysOff: [
        { from: today, to: addDays(day, -1) },
        { from: addDays(day, 1), to: addDays(today, 40) },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A signed-in customer at the wizard's date step for a leak repair in `fsa`. */
async function atDateStep(page: Page, request: APIRequestContext, lang: Lang, fsa: string): Promise<void> {
  const person = newPerson();
  const signup = await request.post('/api/auth/signup', { data: { ...person, phone: '514-555-0142', locale: lang, acceptTerms: true } });
  expect(signup.status(), await signup.text()).toBe(201);
  await useLanguage(page, lang);
  await page.goto('/login?returnTo=%2F');
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPlumbingFromHero(page, lang);
  await chooseSubService(page, lang);
  await fillAddress(page, lang, fsa);
  await next(page, lang);
  await expect(wizard(page).getByRole('heading', { name: bookingTexts[lang].booking.steps.dateTime.title })).toBeFocused();
}

test('a customer books the only free time of the only pro of the area; the next customer is no longer offered it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { fsas, lang } = AREAS[test.info().project.name] ?? AREAS.desktop!;
  const fsa = fsas[test.info().retry % fsas.length]!;
  const { booking } = bookingTexts[lang];
  const day = addDays(todayInToronto(), 3);
  const plumber = await approvedPlumber(request, lang, [fsa]);
  await onlyFreeAt(request, plumber.email, plumber.password, day);

  // The first customer is offered that day alone, and 10:00 alone.
  await atDateStep(page, request, lang, fsa);
  const { days, times } = slotGroups(page, lang);
  const free = days.getByRole('radio', { disabled: false });
  await expect(free).toHaveCount(1);
  await expect(free).toHaveAttribute('value', day);
  await free.locator('..').click();
  await expect(times.getByRole('radio')).toHaveCount(1);
  await expect(times.getByRole('radio')).toHaveAttribute('value', '10:00');
  await times.getByRole('radio').locator('..').click();
  await next(page, lang);
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: booking.steps.confirm.title })).toBeFocused({ timeout: 10_000 });
  await expect(dialog.getByText(formatClockTime('10:00', lang), { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: booking.actions.confirm, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: booking.success.title })).toBeVisible({ timeout: 10_000 });

  // The second customer, in another browser: every day is full, and the step says so.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await context.newPage();
    await atDateStep(other, context.request, lang, fsa);
    await expect(wizard(other).getByText(booking.steps.dateTime.emptyTitle)).toBeVisible();
    await expect(slotGroups(other, lang).days.getByRole('radio', { disabled: false })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
