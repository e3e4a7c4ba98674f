import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import enLegal from '@hm/i18n/locales/en/legal.json' with { type: 'json' };
import frLegal from '@hm/i18n/locales/fr/legal.json' with { type: 'json' };

const legal = { en: enLegal, fr: frLegal } as const;

// The four legal pages: collapsible sections and a real PDF of the page's text.
test.describe('legal pages', () => {
  const pages = [
    { path: '/privacy-policy', key: 'privacyPolicy' },
    { path: '/terms-of-service', key: 'termsOfService' },
    { path: '/cookie-policy', key: 'cookiePolicy' },
    { path: '/disclaimer', key: 'disclaimer' },
  ] as const;

  for (const lang of ['fr', 'en'] as const) {
    for (const { path, key } of pages) {
      test(`${path} in ${lang} shows its sections, without console errors or serious axe violations`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        page.on('pageerror', (error) => errors.push(error.message));
        const doc = legal[lang][key];
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
        for (const [index, section] of doc.sections.entries()) {
          await expect(page.getByRole('button', { name: `${index + 1}. ${section.heading}` })).toBeVisible();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // Every section open, so axe sees the whole text too.
        await page.getByRole('button', { name: legal[lang].common.expandAll }).click();
        await expect(page.getByRole('button', { name: legal[lang].common.collapseAll })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
        expect(errors).toEqual([]);
      });
    }
  }

  test('sections open and close from the keyboard, and all at once', async ({ page }) => {
    const doc = legal.en.cookiePolicy;
    await page.goto('/cookie-policy?lang=en');
    const first = page.getByRole('button', { name: `1. ${doc.sections[0]!.heading}` });
    const second = page.getByRole('button', { name: `2. ${doc.sections[1]!.heading}` });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(doc.sections[1]!.items![0]!)).toBeHidden();

    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(doc.sections[1]!.items![0]!)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: enLegal.common.expandAll }).click();
    for (const [index, section] of doc.sections.entries()) {
      await expect(page.getByRole('button', { name: `${index + 1}. ${section.heading}` })).toHaveAttribute('aria-expanded', 'true');
    }
    await page.getByRole('button', { name: enLegal.common.collapseAll }).click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  for (const lang of ['fr', 'en'] as const) {
    test(`"Download PDF" downloads a PDF of the page in ${lang}`, async ({ page }) => {
      await page.goto(`/privacy-policy?lang=${lang}`);
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: legal[lang].common.downloadPdf }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`homemate-privacy-policy-${lang}.pdf`);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(3000);
    });
  }
});
