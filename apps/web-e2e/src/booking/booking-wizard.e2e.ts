import { expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';
import { bookingTexts, fillServiceAddressDate, next, openPlumbingFromHero, plumbing, slotGroups, wizard } from './booking-flow.ts';

const lang: Lang = 'en';
const { booking, services } = bookingTexts[lang];

test('a signed-in user skips the account step and finds the contact fields prefilled', async ({ page, request }) => {
  const person = newPerson();
  const response = await request.post('/api/auth/signup', {
    data: { ...person, phone: '514-555-0142', locale: lang, acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  await useLanguage(page, lang);
  await page.goto('/login?returnTo=%2F');
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);

  await openPlumbingFromHero(page, lang);
  await fillServiceAddressDate(page, lang);
  await next(page, lang);

  // 3 -> 5: no account step for someone signed in.
  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: booking.steps.confirm.title })).toBeFocused();
  await expect(dialog.getByRole('heading', { name: booking.account.choice.title })).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: booking.fields.firstName, exact: true })).toHaveValue(person.firstName);
  await expect(dialog.getByRole('textbox', { name: booking.fields.lastName, exact: true })).toHaveValue(person.lastName);
  await expect(dialog.getByRole('textbox', { name: booking.fields.email, exact: true })).toHaveValue(person.email);
  await expect(dialog.getByRole('textbox', { name: booking.fields.phone, exact: true })).toHaveValue(/514.*555.*0142/);

  // And Back goes to the date, not to an account step.
  await dialog.getByRole('button', { name: booking.actions.back, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: booking.steps.dateTime.title })).toBeFocused();
});

test('the wizard survives a reload mid-way and is gone after Close', async ({ page }) => {
  await useLanguage(page, lang);
  await page.goto('/');
  await openPlumbingFromHero(page, lang);
  const slot = await fillServiceAddressDate(page, lang);
  const dialog = wizard(page);

  await page.reload();
  await expect(dialog.getByRole('heading', { name: booking.steps.dateTime.title })).toBeVisible();
  const { days, times } = slotGroups(page, lang);
  await expect(days.locator(`input[value="${slot.date}"]`)).toBeChecked();
  await expect(times.locator(`input[value="${slot.time}"]`)).toBeChecked();
  await dialog.getByRole('button', { name: booking.actions.back, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: booking.fields.city, exact: true })).toHaveValue('Montréal');
  await expect(dialog.getByRole('textbox', { name: booking.fields.postalCode, exact: true })).toHaveValue('H2X 1Y4');

  await dialog.getByRole('button', { name: booking.actions.close, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('the hero search works from the keyboard alone and Escape closes the wizard', async ({ page }) => {
  await useLanguage(page, lang);
  await page.goto('/');
  const search = page.getByRole('combobox', { name: services.search.heroLabel });
  await search.focus();
  await page.keyboard.type(plumbing[lang].query);
  const option = page.getByRole('option', { name: new RegExp(plumbing[lang].name) });
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');

  const dialog = wizard(page);
  await expect(dialog.getByRole('heading', { name: booking.steps.subService.title })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(search).toBeFocused();
});

test('/book-service opens the wizard on the category picker; /services cards and search open it for their service', async ({ page }) => {
  await useLanguage(page, lang);
  const dialog = wizard(page);
  const withPlumbing = booking.title.withService.replace('{{service}}', plumbing[lang].name);

  await page.goto('/book-service');
  await expect(dialog.getByRole('heading', { name: booking.steps.category.title })).toBeFocused();
  await expect(dialog.getByRole('button', { name: booking.actions.next, exact: true })).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(`^${plumbing[lang].name}`) }).check();
  await next(page, lang);
  await expect(dialog.getByRole('heading', { name: booking.steps.subService.title })).toBeFocused();
  await expect(dialog.getByRole('heading', { name: withPlumbing })).toBeVisible();
  await dialog.getByRole('button', { name: booking.actions.close, exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/services');
  const card = page.getByRole('main').getByRole('button', { name: plumbing[lang].name, exact: true });
  await card.click();
  await expect(dialog.getByRole('heading', { name: withPlumbing })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus goes back to the card that opened the wizard (after the dialog has gone).
  await expect(card).toBeFocused();

  await page.getByRole('combobox', { name: services.search.label }).fill(plumbing[lang].query);
  await page.getByRole('option', { name: new RegExp(plumbing[lang].name) }).click();
  await expect(dialog.getByRole('heading', { name: withPlumbing })).toBeVisible();
});
