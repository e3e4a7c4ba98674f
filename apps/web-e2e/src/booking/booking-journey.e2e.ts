import { formatClockTime, montrealDateTimeToInstant } from '@hm/contracts';
import { expect, newPerson, takeTimeToFill, test, useLanguage } from '../support/accounts.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';
import { texts, type Lang } from '../support/texts.ts';
import { BOOKING_NUMBER, bookingTexts, fillServiceAddressDate, openPlumbingFromHero, waitForBookingMail, wizard } from './booking-flow.ts';

// Must-show journey: a signed-out visitor books from the hero search, signs up
// inline, gets a booking number, opens the reservation, and the confirmation mail arrives.
for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
  test(`signed-out visitor books plumbing from the hero search (${lang})`, async ({ page }) => {
    const { booking } = bookingTexts[lang];
    const person = newPerson();
    await useLanguage(page, lang);
    await page.goto('/');
    await openPlumbingFromHero(page, lang);
    const slot = await fillServiceAddressDate(page, lang);
    const dialog = wizard(page);
    await dialog.getByRole('button', { name: booking.actions.next, exact: true }).click();

    // Step 4: signed out, so the account step asks to sign in or up.
    await expect(dialog.getByRole('heading', { name: booking.account.choice.title })).toBeFocused();
    await dialog.getByRole('button', { name: new RegExp(booking.account.choice.signup) }).click();
    await expect(dialog.getByRole('heading', { name: booking.account.signup.title })).toBeFocused();
    await dialog.getByRole('textbox', { name: booking.fields.firstName, exact: true }).fill(person.firstName);
    await dialog.getByRole('textbox', { name: booking.fields.lastName, exact: true }).fill(person.lastName);
    await dialog.getByRole('textbox', { name: booking.fields.phone, exact: true }).fill('514 555 0199');
    await dialog.getByRole('textbox', { name: booking.fields.email, exact: true }).fill(person.email);
    await dialog.getByLabel(new RegExp(`^${texts[lang].forms.fields.password}`)).fill(person.password);
    await dialog.getByLabel(new RegExp(`^${texts[lang].forms.fields.confirmPassword}`)).fill(person.password);
    await dialog.getByRole('checkbox').check();
    await takeTimeToFill(page);
    await dialog.getByRole('button', { name: booking.account.signup.submit, exact: true }).click();

    // Step 5: the summary, with the contact details of the new account.
    await expect(dialog.getByRole('heading', { name: booking.steps.confirm.title })).toBeFocused({ timeout: 10_000 });
    await expect(dialog.getByText('H2X 1Y4')).toBeVisible();
    await expect(dialog.getByText(formatClockTime(slot.time, lang), { exact: false })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: booking.fields.email, exact: true })).toHaveValue(person.email);
    await dialog.getByRole('button', { name: booking.actions.confirm, exact: true }).click();

    // Step 6: the number the server gave.
    await expect(dialog.getByRole('heading', { name: booking.success.title })).toBeVisible({ timeout: 10_000 });
    const numberText = (await dialog.getByTestId('booking-number').textContent())?.trim() ?? '';
    expect(numberText).toMatch(BOOKING_NUMBER);
    await dialog.getByRole('button', { name: booking.success.viewReservation }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/${numberText}$`));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(numberText);
    await expect(page.getByText(booking.reservation.status.pending)).toBeVisible();

    const mail = await waitForBookingMail(numberText);
    expect(mail.to.toLowerCase()).toContain(person.email.toLowerCase());
    const calendar = mail.parts.find((part) => part.contentType.startsWith('text/calendar'));
    expect(calendar, `a text/calendar part in ${mail.file}`).toBeDefined();
    const reservationUrl = `${e2eBaseUrl}/reservation/${numberText}`;
    // iCalendar folds long lines (RFC 5545 §3.1): unfold before looking for the link.
    const ics = calendar!.text.replace(/\r?\n[ \t]/g, '');
    expect(ics.includes(numberText) || ics.includes(reservationUrl)).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT');
    // The picked Montreal time, in UTC.
    const start = montrealDateTimeToInstant(`${slot.date}T${slot.time}`)!.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toMatch(new RegExp(`^DTSTART:${start}$`, 'm'));
  });
}
