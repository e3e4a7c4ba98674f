import { expect, test, type Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '@hm/contracts';
import enBooking from '@hm/i18n/locales/en/booking.json' with { type: 'json' };
import { signedInAt, test as accountsTest } from '../support/accounts.ts';
import { siteTexts, watchErrors, type Lang } from './site-texts.ts';

// The public pages come rendered ahead, in the visitor's language (apps/web/src/prerender/,
// apps/api/src/http/prerendered-pages.ts), and React hydrates them (apps/web/src/main.tsx).

const h1Of = (page: Page) => page.getByRole('heading', { level: 1 });
const renderMode = (page: Page) => page.locator('html').getAttribute('data-render');

/** The <h1> the server sent, as a visitor sees it before any script runs (with the context's cookies). */
async function servedH1(page: Page, path: string, acceptLanguage = 'en-US,en;q=0.9'): Promise<string> {
  const html = await (await page.request.get(path, { headers: { 'accept-language': acceptLanguage } })).text();
  const match = /<h1[^>]*>([^<]*)<\/h1>/.exec(html);
  expect(match, `${path} comes without its <h1>`).not.toBeNull();
  return match![1]!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
}

test.describe('pre-rendered pages', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`every pre-rendered page is sent in ${lang} and hydrated without an error`, async ({ page, baseURL }) => {
      const errors = watchErrors(page);
      for (const path of PRERENDERED_PATHS) {
        const address = `${path}?lang=${lang}`;
        const response = await page.request.get(address);
        expect(response.headers()['content-language']).toBe(lang);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(html).toContain(`<link rel="canonical" href="${baseURL}${address}"/>`);
        expect(html).not.toContain('.invalid');
        if (path === '/') {
          // The landing's later sections are sent too, but not the customers' reviews: they come
          // from the data once the page is live (docs/public-figures.md), never from the build.
          expect(html).toContain(siteTexts[lang].landing.metrics.title);
          expect(html).not.toContain(siteTexts[lang].landing.reviews.title);
        }
        const h1 = await servedH1(page, address);

        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
        await expect(h1Of(page)).toHaveText(h1);
        // React took over the head elements the page came with: one of each.
        await expect(page.locator('head > title')).toHaveCount(1);
        await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
        await expect(page.locator('head > link[rel="canonical"]')).toHaveCount(1);
        await expect(page.locator('head > meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${address}`);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the language comes from the cookie the switch leaves, then from the browser', async ({ browser }) => {
    // A desktop window: the FR|EN switch is in the header.
    const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    expect(await servedH1(page, '/', 'fr-CA,fr;q=0.9')).toBe(siteTexts.fr.pages.home.title);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect(h1Of(page)).toHaveText(siteTexts.en.pages.home.title);
    // The next page load is sent in English, though the browser prefers French: the choice reached the server.
    expect(await servedH1(page, '/services', 'fr-CA,fr;q=0.9')).toBe(siteTexts.en.pages.services.title);
    await context.close();
  });

  test('a tab that shows another language first renders the page over, with that language head', async ({ browser }) => {
    // A choice kept in localStorage only (from before the cookie existed): the server cannot see it.
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'fr'));
    const page = await context.newPage();
    const errors = watchErrors(page);
    expect(await servedH1(page, '/about')).toBe(siteTexts.en.pages.about.title);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'rendered');
    await expect(h1Of(page)).toHaveText(siteTexts.fr.pages.about.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head > link[rel="canonical"]')).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('addresses with other parameters get the app shell, which renders the page', async ({ page }) => {
    const html = await (await page.request.get('/services?q=plumbing')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/services?q=plumbing');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'rendered');
    await expect(h1Of(page)).toHaveText(siteTexts.en.pages.services.title);
  });
});

test.describe('before the page is live', () => {
  // The app's code held back, as on a slow network, while the page already shows.
  async function holdAppCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main-*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  for (const lang of ['fr', 'en'] as const satisfies readonly Lang[]) {
    test(`a tap on a button is kept and answered once the code has arrived (${lang})`, async ({ page }) => {
      const release = await holdAppCode(page);
      await page.goto(`/?lang=${lang}`);
      await expect(h1Of(page)).toHaveText(siteTexts[lang].pages.home.title);
      await page.getByRole('button', { name: siteTexts[lang].nav.assistant.open }).click();
      expect(await renderMode(page)).toBeNull();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      // The app's code arrives, the page is hydrated, then the kept tap opens the chat panel
      // (its own chunk): more than the default 5 s on a loaded CI machine.
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    });
  }

  test('the language switch tapped before then changes the language once the page is live, without a hydration error', async ({ page }) => {
    // A desktop window: the FR|EN switch is in the header.
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = watchErrors(page);
    const release = await holdAppCode(page);
    await page.goto('/services?lang=en');
    await expect(h1Of(page)).toHaveText(siteTexts.en.pages.services.title);
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrated');
    await expect(h1Of(page)).toHaveText(siteTexts.fr.pages.services.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });

  // A signed-in customer's first render differs from the pre-rendered (signed-out) page: React
  // renders it from scratch, with buttons of its own, instead of hydrating the ones tapped.
  accountsTest('a signed-in customer who taps a service card gets the booking wizard once the page is live', async ({ page, request }) => {
    await signedInAt(page, request, '/dashboard');
    const release = await holdAppCode(page);
    await page.goto('/services');
    await expect(h1Of(page)).toHaveText(siteTexts.en.pages.services.title);
    await page.getByRole('button', { name: 'Plumbing', exact: true }).click();
    expect(await renderMode(page)).toBeNull();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'rendered');
    // The wizard's code is a chunk of its own: more than the default 5 s on a loaded CI machine.
    await expect(page.getByRole('dialog').getByRole('heading', { name: enBooking.steps.subService.title })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('what is typed into the hero search is searched for once the code has arrived', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/?lang=en');
    const search = page.getByRole('combobox', { name: siteTexts.en.services.search.heroLabel });
    await search.click();
    await page.keyboard.type('plumb');
    await expect(search).toHaveValue('plumb');
    await expect(page.getByRole('option')).toHaveCount(0);
    release();
    await expect(page.getByRole('option', { name: /Plumbing/ })).toBeVisible();
    await expect(search).toHaveValue('plumb');
  });

  test('form fields cannot be typed into and the form cannot be sent until then', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/contact?lang=en');
    const submit = page.getByRole('button', { name: siteTexts.en.forms.contact.submit });
    await expect(submit).toBeDisabled();
    const email = page.getByRole('textbox', { name: /e-?mail/i }).first();
    await expect(email).not.toBeEditable();
    release();
    await expect(email).toBeEditable();
    await expect(submit).toBeEnabled();
    await email.fill('visitor@example.com');
    await expect(email).toHaveValue('visitor@example.com');
  });
});
