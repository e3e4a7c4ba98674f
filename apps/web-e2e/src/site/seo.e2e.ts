import { expect, test } from '@playwright/test';
import enPages from '@hm/i18n/locales/en/pages.json' with { type: 'json' };
import frPages from '@hm/i18n/locales/fr/pages.json' with { type: 'json' };
import enSeo from '@hm/i18n/locales/en/seo.json' with { type: 'json' };
import frSeo from '@hm/i18n/locales/fr/seo.json' with { type: 'json' };

const seo = { en: enSeo, fr: frSeo } as const;
const pages = { en: enPages, fr: frPages } as const;

// The head of each route (src/app/head/route-head.tsx) and the crawler files the API serves.
test.describe('SEO', () => {
  for (const lang of ['fr', 'en'] as const) {
    test(`/ has a title, a meta description, Open Graph tags and hreflang alternates in ${lang}`, async ({ page, baseURL }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const title = `${pages[lang].home.title} · HomeMate`;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo[lang].description.home);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', seo[lang].description.home);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'fr' ? 'fr_CA' : 'en_CA');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/?lang=${lang}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${baseURL}/?lang=fr`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/?lang=en`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/`);
      // One of each, in the <head>.
      await expect(page.locator('head > title')).toHaveCount(1);
      await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
    });
  }

  test('an address without a language is its own canonical (the x-default alternate)', async ({ page, baseURL }) => {
    await page.goto('/services');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/services`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/services`);
  });

  test('the head follows navigation and the language switch', async ({ page, isMobile }) => {
    await page.goto('/privacy-policy?lang=en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', enSeo.description.privacyPolicy);
    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('button', { name: 'FR', exact: true }).first().click();
    await expect(page).toHaveTitle(`${frPages.privacyPolicy.title} · HomeMate`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frSeo.description.privacyPolicy);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/privacy-policy\?lang=fr$/);
  });

  test('private pages are not indexed', async ({ page }) => {
    await page.goto('/login?lang=en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  });

  test('robots.txt and sitemap.xml are served at the root', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/contact?lang=fr</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/terms-of-service?lang=en</loc>`);
  });
});
