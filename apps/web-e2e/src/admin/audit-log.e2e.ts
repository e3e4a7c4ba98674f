import frAdmin from '@hm/i18n/locales/fr/admin.json' with { type: 'json' };
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';

// The audit log (docs/operations.md "Audit log"): what an operator does in the console is listed
// in its "Audit log" tab, with who did it and what it carried, in the operator's language.

test('an operator assigns a waiting booking, then finds the assignment in the audit log (in French)', async ({ page, request }) => {
  const customer = newPerson();
  await createAccount(request, customer, 'fr');
  const bookingNumber = await createBooking(request, await accessTokenOf(request, customer), 8);

  await useLanguage(page, 'fr');
  await page.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(page, 'fr', SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await page.getByRole('tab', { name: frAdmin.tabs.waiting }).click();
  const assign = page.getByRole('button', { name: new RegExp(`${bookingNumber}$`) }).first();
  const label = (await assign.getAttribute('aria-label'))!;
  const proName = label.replace(/^Assigner (.+) à la réservation .*$/, '$1');
  await assign.click();
  await expect(page.getByText(bookingNumber).first()).toBeVisible();

  await page.getByRole('tab', { name: frAdmin.tabs.audit }).click();
  const panel = page.getByRole('tabpanel', { name: frAdmin.tabs.audit });
  await panel.getByRole('searchbox', { name: frAdmin.audit.search }).fill(bookingNumber);
  const entry = panel.getByRole('listitem').filter({ hasText: bookingNumber });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading')).toHaveText(`${frAdmin.audit.actions.booking_assigned} · ${bookingNumber}`);
  await expect(entry).toContainText(frAdmin.audit.detail.assigned.replace('{{name}}', proName));
  await expect(entry).toContainText(`${frAdmin.audit.status.waiting_for_pro} → ${frAdmin.audit.status.pro_assigned}`);
  await expect(entry).toContainText('admin@homemate.local');
});
