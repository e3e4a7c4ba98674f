import frAccount from '@hm/i18n/locales/fr/account.json' with { type: 'json' };
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, signedInAt, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';

// Settings: a person signed in on two browsers sees both, signs the other one out from here, and
// that browser is signed out at once; then the same with "all other devices".

const devices = frAccount.devices;

async function secondBrowser(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const page = await context.newPage();
  await useLanguage(page, 'fr');
  await page.goto('/login?returnTo=%2Fdashboard');
  await signInWithForm(page, 'fr', person.email, person.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
}

test('signed-in devices: see them, sign one out, then every other one', async ({ page, request, browser }) => {
  // Four sign-ins (each hashes a password) and three browsers: twice the usual time on two cores.
  test.setTimeout(120_000);
  // Two sign-ins to begin with: this browser's and the API sign-up's (createAccount).
  const person = await signedInAt(page, request, '/settings', 'fr');
  const list = page.getByRole('region', { name: devices.heading }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText(devices.current);
  await expect(list.first().getByRole('button')).toHaveCount(0);

  // The newest sign-in comes right after this device.
  const other = await secondBrowser(browser, person);
  await page.reload();
  await expect(list).toHaveCount(3);
  await expect(list.first()).toContainText(devices.current);
  await list
    .nth(1)
    .getByRole('button', { name: new RegExp(`^${devices.signOut}`) })
    .click();
  await expect(page.getByRole('status').filter({ hasText: devices.signedOut })).toBeVisible();
  await expect(list).toHaveCount(2);
  // The other browser, left open on its dashboard, is told over its live connection: no reload.
  await expect(other).toHaveURL(/\/login\?returnTo=%2Fdashboard$/, { timeout: 5_000 });
  await expectSignedOut(other);

  // Two other browsers this time, both signed out with one confirmed click.
  const second = await secondBrowser(browser, person);
  const third = await secondBrowser(browser, person);
  await page.reload();
  await expect(list).toHaveCount(4);
  await page.getByRole('button', { name: devices.signOutOthers }).click();
  const dialog = page.getByRole('alertdialog', { name: devices.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: devices.confirm }).click();
  await expect(page.getByRole('status').filter({ hasText: devices.othersSignedOut })).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(third).toHaveURL(/\/login\?returnTo=%2Fdashboard$/, { timeout: 5_000 });
  await expectSignedOut(second);
  await expectSignedOut(third);

  // This device is still signed in, and alone.
  await page.reload();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(devices.current);
  await expect(page.getByText(devices.noOthers)).toBeVisible();
  for (const closing of [other, second, third]) await closing.context().close();
});

test('downloads the account data as a JSON file', async ({ page, request }) => {
  const person = await signedInAt(page, request, '/settings', 'fr');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: frAccount.dataExport.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^homemate-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    account: { email: string; firstName: string };
    bookings: unknown[];
  };
  expect(data.account).toMatchObject({ email: person.email, firstName: person.firstName });
  expect(data.bookings).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: frAccount.dataExport.ready })).toBeVisible();
});
