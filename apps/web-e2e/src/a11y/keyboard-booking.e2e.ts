import type { Locator, Page } from '@playwright/test';
import { formatClockTime } from '@hm/contracts';
import { BOOKING_NUMBER, bookingTexts, plumbing, slotGroups, wizard } from '../booking/booking-flow.ts';
import { expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';

// Accessibility: a signed-in customer books from /book-service with the keyboard alone — Tab,
// Shift+Tab, arrows, Space, Enter and typing; no mouse and no element.click() — and each
// step's heading takes the focus, so a screen reader announces where they are.

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} never reached it in ${limit} presses`).toBeFocused();
}

/** Presses Tab until the focus is on a radio button of the dialog (the first enabled one of its group). */
async function tabToRadioGroup(page: Page, dialog: Locator, limit = 40): Promise<void> {
  const onRadio = () =>
    dialog.evaluate(
      (element) => element.contains(document.activeElement) && document.activeElement?.matches('input[type="radio"]') === true,
    );
  for (let presses = 0; presses < limit && !(await onRadio()); presses += 1) await page.keyboard.press('Tab');
  expect(await onRadio(), `Tab never reached a radio button in ${limit} presses`).toBe(true);
}

/** In a radio group the arrows move the focus and the choice together. */
async function arrowTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

for (const lang of ['en', 'fr'] as const) {
  test(`a signed-in customer books with the keyboard alone, and Escape closes the wizard (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { booking } = bookingTexts[lang];
    const person = newPerson();
    const signup = await request.post('/api/auth/signup', { data: { ...person, phone: '514-555-0142', locale: lang, acceptTerms: true } });
    expect(signup.status(), await signup.text()).toBe(201);
    await useLanguage(page, lang);
    await page.goto('/login?returnTo=%2Fdashboard');
    await signInWithForm(page, lang, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/book-service');
    const dialog = wizard(page);
    const heading = (name: string) => dialog.getByRole('heading', { name, exact: true });
    const nextButton = dialog.getByRole('button', { name: booking.actions.next, exact: true });
    const goNext = async () => {
      await tabTo(page, nextButton);
      await page.keyboard.press('Enter');
    };

    // Step 1: the focus is on the heading, kept inside the dialog both ways.
    await expect(heading(booking.steps.category.title)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: booking.actions.close, exact: true })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'Shift+Tab stays in the dialog').toBe(true);
    const categoryRadio = dialog.getByRole('radio', { name: new RegExp(`^${plumbing[lang].name}`) });
    await tabToRadioGroup(page, dialog);
    await arrowTo(page, categoryRadio);
    await goNext();

    // Step 2: the sub-service.
    await expect(heading(booking.steps.subService.title)).toBeFocused();
    await tabToRadioGroup(page, dialog);
    await arrowTo(page, dialog.getByRole('radio', { name: new RegExp(plumbing[lang].subService) }));
    await goNext();

    // Step 3: the address, before the date (the free times depend on it).
    await expect(heading(booking.steps.address.title)).toBeFocused();
    for (const [label, value] of [
      [booking.fields.address, '1234 rue Saint-Denis'],
      [booking.fields.city, 'Montréal'],
      [booking.fields.postalCode, 'h2x1y4'],
    ] as const) {
      await tabTo(page, dialog.getByRole('textbox', { name: label, exact: true }));
      await page.keyboard.type(value);
    }
    await goNext();

    // Step 4 for a signed-in customer is the date (no account step): Tab lands on the first free
    // day (full ones are disabled), Space takes it; then the first of its free times.
    await expect(heading(booking.steps.dateTime.title)).toBeFocused();
    const { days, times } = slotGroups(page, lang);
    await tabToRadioGroup(page, dialog);
    await page.keyboard.press('Space');
    await expect(days.locator('input:checked')).toHaveCount(1);
    const firstTime = times.getByRole('radio').first();
    await tabTo(page, firstTime);
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    const time = (await firstTime.getAttribute('value')) ?? '';
    await goNext();

    // Step 5: the summary, contact details prefilled from the profile; Enter on Confirm.
    await expect(heading(booking.steps.confirm.title)).toBeFocused();
    await expect(dialog.getByText('H2X 1Y4')).toBeVisible();
    await expect(dialog.getByText(formatClockTime(time, lang), { exact: false })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: booking.fields.phone, exact: true })).toHaveValue(/514.*555.*0142/);
    const confirm = dialog.getByRole('button', { name: booking.actions.confirm, exact: true });
    await expect(confirm).toBeEnabled();
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');

    // Step 6: the number the server gave, its heading focused.
    await expect(heading(booking.success.title)).toBeFocused({ timeout: 10_000 });
    await expect(dialog.getByTestId('booking-number')).toHaveText(BOOKING_NUMBER);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Nothing opened it on this page (it opens on arrival): the focus goes to the main content,
    // not back to the top of the document.
    await expect(page.getByRole('main')).toBeFocused();
  });
}
