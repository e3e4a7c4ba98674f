import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createBooking, customerCalls } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';

// The operator console follows the marketplace live (docs/notifications.md): a booking made
// elsewhere appears among those waiting for a pro, and leaves when cancelled, without a reload.

const LIVE_TIMEOUT = 2_500;

test('the console shows a new booking waiting for a pro, and drops it once cancelled, without a reload', async ({ page, request }) => {
  await useLanguage(page, 'en');
  await page.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(page, 'en', SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await page.getByRole('tab', { name: enAdmin.tabs.waiting }).click();
  const panel = page.getByRole('tabpanel', { name: enAdmin.tabs.waiting });

  const customer = newPerson();
  await createAccount(request, customer, 'en');
  const token = await accessTokenOf(request, customer);
  const bookingNumber = await createBooking(request, token, 6);
  const entry = panel.getByRole('listitem').filter({ hasText: bookingNumber }).first();
  await expect(entry).toBeVisible({ timeout: LIVE_TIMEOUT });

  const cancelled = await customerCalls(request, token).cancel(bookingNumber);
  expect(cancelled.status()).toBe(200);
  await expect(panel.getByText(bookingNumber)).toHaveCount(0, { timeout: LIVE_TIMEOUT });
});
