import frAdmin from '@hm/i18n/locales/fr/admin.json' with { type: 'json' };
import enErrors from '@hm/i18n/locales/en/errors.json' with { type: 'json' };
import { randomInt } from 'node:crypto';
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { SEED_ADMIN } from '../support/api-calls.ts';
import { expect, signedInAt, signInWithForm, test, useLanguage } from '../support/accounts.ts';

// The console's people (docs/operations.md "People"): an operator finds a customer and disables the
// account; the customer's open page is signed out at once over its live connection, and signing in
// again is refused with the reason to write to support. Enabled again, the customer signs in.

test('an operator disables a customer: their open page is signed out at once and they cannot sign in', async ({
  page,
  request,
  browser,
}) => {
  const customer = await signedInAt(page, request, '/dashboard', 'en');

  const console = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const operator = await console.newPage();
  await useLanguage(operator, 'fr');
  await operator.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(operator, 'fr', SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(operator).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await operator.getByRole('tab', { name: frAdmin.tabs.people }).click();
  const panel = operator.getByRole('tabpanel', { name: frAdmin.tabs.people });
  await panel.getByRole('searchbox', { name: frAdmin.people.search }).fill(customer.email);
  // Other runs left people of the same name: the row is the one with this e-mail, once the search applies.
  const row = panel.getByRole('button', { name: new RegExp(customer.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toHaveCount(1);
  await row.click();
  const account = panel.getByRole('article');
  await expect(account.getByRole('heading', { level: 3 })).toBeFocused();
  await expectNoSeriousViolations(operator, 'the console people with an account open');

  await account.getByRole('textbox', { name: frAdmin.people.disable.reason }).fill('Messages abusifs envoyés à deux pros.');
  await account.getByRole('button', { name: frAdmin.people.disable.send }).click();
  await expect(account.getByText(frAdmin.people.disable.done)).toBeVisible();
  await expect(account).toContainText('Messages abusifs envoyés à deux pros.');

  // The customer's dashboard, left open, is signed out over its live connection: no reload.
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/, { timeout: 5_000 });
  await signInWithForm(page, 'en', customer.email, customer.password);
  await expect(page.getByText(enErrors.ACCOUNT_DISABLED)).toBeVisible();

  await account.getByRole('button', { name: frAdmin.people.enable.send }).click();
  await expect(account.getByText(frAdmin.people.enable.done)).toBeVisible();
  await signInWithForm(page, 'en', customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await console.close();
});
