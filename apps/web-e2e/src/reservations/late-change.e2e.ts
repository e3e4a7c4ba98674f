import enReservation from '@hm/i18n/locales/en/reservation.json' with { type: 'json' };
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { accessTokenOf } from '../support/api-calls.ts';
import { fill } from '../support/texts.ts';
import { moveVisitToToday } from '../support/visit-day.ts';
import { createBooking, customerCalls } from './reservation-api.ts';

// Within 24 hours of the visit the page states the late-change fee before the customer cancels,
// the dialog's button accepts it, and the cancelled booking shows it as to be paid
// (docs/booking-rules.md, "The free-change deadline and the late-change fee").

const t = enReservation;
const FEE = '$40.00';

test.use({ actionTimeout: 10_000 });

test('a late cancellation states the fee first, then the cancelled booking shows it recorded', async ({ page, request }) => {
  test.setTimeout(60_000);
  const person = newPerson();
  await createAccount(request, person, 'en');
  const token = await accessTokenOf(request, person);
  const bookingNumber = await createBooking(request, token, 5);
  // A visit today is less than 24 hours away (or already begun) at any hour.
  await moveVisitToToday(bookingNumber);

  const path = `/reservation/${bookingNumber}`;
  await useLanguage(page, 'en');
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, 'en', person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 10_000 });
  await expect(page.getByText(fill(t.policy.lateNow, { fee: FEE }))).toBeVisible();

  await page.getByRole('button', { name: t.actions.cancelReservation }).click();
  const dialog = page.getByRole('alertdialog', { name: t.cancel.title });
  await expect(dialog).toContainText(`Cancelling now costs a ${FEE} fee (plus taxes)`);
  await expect(dialog.getByRole('button', { name: t.cancel.confirm, exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: fill(t.cancel.confirmWithFee, { fee: FEE }) }).click();
  await expect(page.getByText(t.cancel.success)).toBeVisible();

  // Recorded once, as the customer's, to be paid.
  const kept = (await (await customerCalls(request, token).get(bookingNumber)).json()) as {
    status: string;
    lateFees: { kind: string; amountCents: number }[];
  };
  expect(kept.status).toBe('cancelled');
  expect(kept.lateFees).toEqual([expect.objectContaining({ kind: 'late_cancellation', amountCents: 4000 })]);
  await page.goto(path);
  await expect(page.getByText(fill(t.policy.fee.late_cancellation, { amount: FEE }))).toBeVisible();
});
