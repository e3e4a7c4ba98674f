import { expect, test } from '@playwright/test';
import { everyRouteLoads, expectedTitle } from './routes-check.ts';
import { watchErrors } from './site/site-texts.ts';

// The French pass runs on the desktop and the phone; the English one on the desktop only
// (routes-en.e2e.ts): a layout does not change with the language, and CI time is counted.
everyRouteLoads('fr');

test.describe('language switch', () => {
  test('FR|EN switch changes the language at once, and the choice survives a reload', async ({ page, isMobile }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('i18nextLng', 'en');
        window.sessionStorage.setItem('seeded', '1');
      }
    });
    const errors = watchErrors(page);
    await page.goto('/services');
    await expect(page).toHaveTitle(expectedTitle('en', 'services'));

    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'FR', exact: true }).first().click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(expectedTitle('fr', 'services'));
    await expect(page.getByRole('button', { name: 'FR', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(expectedTitle('fr', 'services'));
    expect(errors).toEqual([]);
  });

  test('a French browser gets French on a first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(expectedTitle('fr', 'about'));
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(expectedTitle('en', 'about'));
    await context.close();
  });
});

test('every path change scrolls back to the top', async ({ page }) => {
  await page.goto('/');
  // The page is lazy-loaded: scroll once its content is there, so there is somewhere to scroll to.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window.scrollTo(0, document.body.scrollHeight), window.scrollY))).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: /faq/i }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
