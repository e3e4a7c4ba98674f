import { BOOKING_NUMBER, bookingTexts, fillAddress, next, pickFreeSlot, plumbing, slotGroups, wizard } from '../booking/booking-flow.ts';
import { createAccount, expect, newPerson, test, useLanguage } from '../support/accounts.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { texts } from '../support/texts.ts';

// Accessibility: axe on the booking wizard open, at every step it has — the signed-out account
// step in its three forms (choice, sign-in, sign-up) included — up to the success step.

for (const lang of ['en', 'fr'] as const) {
  test(`every step of the booking wizard has no serious or critical violation (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { booking } = bookingTexts[lang];
    const dialog = wizard(page);
    const heading = (name: string) => dialog.getByRole('heading', { name, exact: true });
    // The dialog alone: the page behind the modal is inert, and every-route.e2e.ts checks it (with
    // the wizard's first step open); axe over the whole landing page at each of ten steps took
    // most of this test's 90 s.
    const check = (step: string) => expectNoSeriousViolations(page, `the booking wizard, step ${step} (${lang})`, '[role="dialog"]');
    const person = newPerson();
    await createAccount(request, person, lang);
    await useLanguage(page, lang);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.goto('/book-service');
    await expect(heading(booking.steps.category.title)).toBeFocused();
    await check('category');
    await dialog.getByRole('radio', { name: new RegExp(`^${plumbing[lang].name}`) }).check();
    await next(page, lang);

    await expect(heading(booking.steps.subService.title)).toBeFocused();
    await check('sub-service');
    await dialog.getByRole('radio', { name: new RegExp(plumbing[lang].subService) }).check();
    await next(page, lang);

    await expect(heading(booking.steps.address.title)).toBeFocused();
    await fillAddress(page, lang);
    await check('address');
    await next(page, lang);

    // The days (full ones marked), then a day's free times.
    await expect(heading(booking.steps.dateTime.title)).toBeFocused();
    await expect(slotGroups(page, lang).days).toBeVisible();
    await check('date (days)');
    await pickFreeSlot(page, lang);
    await check('date and time');
    await next(page, lang);

    await expect(heading(booking.account.choice.title)).toBeFocused();
    await check('account (choice)');
    await dialog.getByRole('button', { name: new RegExp(booking.account.choice.signup) }).click();
    await expect(heading(booking.account.signup.title)).toBeFocused();
    await check('account (sign-up form)');
    await dialog.getByRole('button', { name: booking.account.backToChoice }).click();
    await dialog.getByRole('button', { name: new RegExp(booking.account.choice.login) }).click();
    await expect(heading(booking.account.login.title)).toBeFocused();
    await check('account (sign-in form)');
    await dialog.getByRole('textbox', { name: booking.fields.email, exact: true }).fill(person.email);
    await dialog.getByLabel(new RegExp(`^${texts[lang].forms.fields.password}`)).fill(person.password);
    await dialog.getByRole('button', { name: booking.account.login.submit, exact: true }).click();

    await expect(heading(booking.steps.confirm.title)).toBeFocused({ timeout: 10_000 });
    await expect(dialog.getByRole('textbox', { name: booking.fields.email, exact: true })).toHaveValue(person.email);
    await dialog.getByRole('textbox', { name: booking.fields.phone, exact: true }).fill('514 555 0199');
    await check('confirm');
    await dialog.getByRole('button', { name: booking.actions.confirm, exact: true }).click();

    await expect(heading(booking.success.title)).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByTestId('booking-number')).toHaveText(BOOKING_NUMBER);
    await check('success');
  });
}
