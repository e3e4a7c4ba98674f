// Every route of the route table loaded directly by a signed-out visitor in one language: its
// title, its language, its landmarks and no console error (routes.e2e.ts and routes-en.e2e.ts).
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './site/site-texts.ts';
import { pageRoutes } from '@hm/web/config/paths';
import enCommon from '@hm/i18n/locales/en/common.json' with { type: 'json' };
import enPages from '@hm/i18n/locales/en/pages.json' with { type: 'json' };
import frPages from '@hm/i18n/locales/fr/pages.json' with { type: 'json' };
import enAuth from '@hm/i18n/locales/en/auth.json' with { type: 'json' };
import frAuth from '@hm/i18n/locales/fr/auth.json' with { type: 'json' };
import enBooking from '@hm/i18n/locales/en/booking.json' with { type: 'json' };
import frBooking from '@hm/i18n/locales/fr/booking.json' with { type: 'json' };

type PageTitles = Record<string, { title: string }>;
const titles: Record<'en' | 'fr', PageTitles> = { en: enPages as PageTitles, fr: frPages as PageTitles };
const brand = enCommon.brand.name;

export function expectedTitle(lang: 'en' | 'fr', key: string): string {
  const entry = titles[lang][key];
  if (!entry) throw new Error(`pages.${key}.title is missing in ${lang}`);
  return `${entry.title} · ${brand}`;
}

/** The title of the post at `address` (/blog/:slug), as the API gives it. */
async function postTitle(page: Page, address: string): Promise<string> {
  const response = await page.request.get(`/api${address.replace(/^\/blog\//, '/blog/posts/')}`);
  expect(response.status(), `the example post ${address} is seeded`).toBe(200);
  return ((await response.json()) as { title: string }).title;
}

/** Where a signed-out visitor ends up on the pages that need an account. */
const SIGNED_OUT_LANDING: Partial<Record<string, { key: string; url: RegExp }>> = {
  dashboard: { key: 'login', url: /\/login\?returnTo=%2Fdashboard$/ },
  bookings: { key: 'login', url: /\/login\?returnTo=%2Fbookings$/ },
  settings: { key: 'login', url: /\/login\?returnTo=%2Fsettings$/ },
  blogCreate: { key: 'login', url: /\/login\?returnTo=%2Fblog%2Fcreate$/ },
  reservation: { key: 'login', url: /\/login\?returnTo=%2Freservation%2FHM-2026-123456789$/ },
  blogEdit: { key: 'login', url: /\/login\?returnTo=%2Fblog%2Fedit%2Fultimate-home-maintenance-guide$/ },
  admin: { key: 'login', url: /\/login\?returnTo=%2Fadmin$/ },
  proHome: { key: 'login', url: /\/login\?returnTo=%2Fpro$/ },
  proJobs: { key: 'login', url: /\/login\?returnTo=%2Fpro%2Fjobs$/ },
  proEarnings: { key: 'login', url: /\/login\?returnTo=%2Fpro%2Fearnings$/ },
  proProfile: { key: 'login', url: /\/login\?returnTo=%2Fpro%2Fprofile$/ },
  proAvailability: { key: 'login', url: /\/login\?returnTo=%2Fpro%2Fprofile%2Favailability$/ },
  profile: { key: 'home', url: /\/$/ },
  // Without a reset token there is nothing to reset.
  resetPassword: { key: 'home', url: /\/$/ },
};

const CLOSE = { en: enBooking.actions.close, fr: frBooking.actions.close } as const;

const CALLBACK_FAILURE = { en: enAuth.callback, fr: frAuth.callback } as const;

/**
 * The auth callback asks the API for a session; with none, the browser logs the refused request.
 * An unknown address answers 404, which the browser logs too.
 */
function isExpectedSignedOutError(key: string, text: string): boolean {
  // The example pro (nobody) is not found by the API: the page shows its not-found state.
  return (
    (key === 'authCallback' && /status of 401/.test(text)) ||
    ((key === 'notFound' || key === 'proPublicProfile') && /status of 404/.test(text))
  );
}

export function everyRouteLoads(lang: 'en' | 'fr'): void {
  test.describe(`every route in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      // The language choice is cached in localStorage; seed it before any script runs.
      await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
    });

    for (const route of pageRoutes) {
      test(`${route.example} has its title and no console errors`, async ({ page }) => {
        const errors = watchErrors(page);
        const response = await page.goto(route.example);
        // The app for every route; an address none matches gets it too, with 404 (serve-spa.ts).
        expect(response?.status(), 'the server answers every SPA route with the app').toBe(route.key === 'notFound' ? 404 : 200);
        const landing = SIGNED_OUT_LANDING[route.key];
        if (landing) await expect(page).toHaveURL(landing.url);
        if (route.key === 'authCallback') {
          // No session to pick up: the failure screen, then home after 3 s.
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(CALLBACK_FAILURE[lang].errorTitle);
          await expect(page.getByText(CALLBACK_FAILURE[lang].errorText)).toBeVisible();
          await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
          await expect(page).toHaveTitle(expectedTitle(lang, 'home'));
        } else if (route.key === 'blogPost') {
          // The example is a seeded post: the page's title is the post's own (docs/blog.md).
          await expect(page).toHaveTitle(`${await postTitle(page, route.example)} · ${brand}`);
        } else {
          // A pre-rendered page hydrates in its own language, then switches to the stored one: allow
          // a busy machine (two browsers and two stacks on two cores) the time to load those texts.
          await expect(page).toHaveTitle(expectedTitle(lang, landing?.key ?? route.key), { timeout: 10_000 });
        }
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (route.key === 'bookService') {
          // The page opens the booking wizard at once: a modal dialog, which hides the page
          // behind it from assistive technology until it is closed.
          await expect(page.getByRole('dialog')).toBeVisible();
          await page.getByRole('dialog').getByRole('button', { name: CLOSE[lang], exact: true }).click();
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        expect(errors.filter((text) => !isExpectedSignedOutError(route.key, text))).toEqual([]);
      });
    }
  });
}
