// The public site's texts, from the catalogue the app uses (libs/i18n), per language.
import enCommon from '@hm/i18n/locales/en/common.json' with { type: 'json' };
import enFaq from '@hm/i18n/locales/en/faq.json' with { type: 'json' };
import enForms from '@hm/i18n/locales/en/forms.json' with { type: 'json' };
import enLanding from '@hm/i18n/locales/en/landing.json' with { type: 'json' };
import enNav from '@hm/i18n/locales/en/nav.json' with { type: 'json' };
import enPages from '@hm/i18n/locales/en/pages.json' with { type: 'json' };
import enServices from '@hm/i18n/locales/en/services.json' with { type: 'json' };
import enSite from '@hm/i18n/locales/en/site.json' with { type: 'json' };
import frCommon from '@hm/i18n/locales/fr/common.json' with { type: 'json' };
import frFaq from '@hm/i18n/locales/fr/faq.json' with { type: 'json' };
import frForms from '@hm/i18n/locales/fr/forms.json' with { type: 'json' };
import frLanding from '@hm/i18n/locales/fr/landing.json' with { type: 'json' };
import frNav from '@hm/i18n/locales/fr/nav.json' with { type: 'json' };
import frPages from '@hm/i18n/locales/fr/pages.json' with { type: 'json' };
import frServices from '@hm/i18n/locales/fr/services.json' with { type: 'json' };
import frSite from '@hm/i18n/locales/fr/site.json' with { type: 'json' };
import type { Page } from '@playwright/test';

export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];

export const siteTexts = {
  en: { common: enCommon, faq: enFaq, forms: enForms, landing: enLanding, nav: enNav, pages: enPages, services: enServices, site: enSite },
  fr: { common: frCommon, faq: frFaq, forms: frForms, landing: frLanding, nav: frNav, pages: frPages, services: frServices, site: frSite },
} as const;

/** The language is cached in localStorage: seeded before any script of the page runs. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
}

/**
 * Waits until React has taken the page over. Pre-rendered pages show their content before their
 * code runs: a test that steers timers (page.clock) must start them once the page is live.
 */
export async function waitForLivePage(page: Page): Promise<void> {
  await page.locator('html[data-render]').waitFor({ state: 'attached' });
}

/** Console errors and uncaught exceptions, collected for the whole test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A client address of its own for each test: the public forms are rate-limited per IP. */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.206.${octet()}.${octet()}`;
}

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
