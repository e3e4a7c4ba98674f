import type { APIRequestContext, Page } from '@playwright/test';
import { pageRoutes, type PageKey } from '@hm/web/config/paths';
import enAuth from '@hm/i18n/locales/en/auth.json' with { type: 'json' };
import enChat from '@hm/i18n/locales/en/chat.json' with { type: 'json' };
import frAuth from '@hm/i18n/locales/fr/auth.json' with { type: 'json' };
import frChat from '@hm/i18n/locales/fr/chat.json' with { type: 'json' };
import { bookingTexts } from '../booking/booking-flow.ts';
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createBooking } from '../reservations/reservation-api.ts';
import { siteTexts } from '../site/site-texts.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import type { Lang } from '../support/texts.ts';
import { expectNoSeriousViolations } from './axe.ts';

// Accessibility: axe on every route of config/paths.ts, in both languages, each page as the person
// it is for sees it — signed out, a customer with a booking, the seeded professional, the
// seeded operator — with real data loaded before axe looks.

type Viewer = 'visitor' | 'customer' | 'professional' | 'admin';

interface Check {
  viewer: Viewer;
  /** The URL to check, when the route's example is not the right one (a real booking, a token). */
  url?: (data: { bookingNumber: string }) => string;
}

/** The seeded professional (libs/server/db/src/seed/demo-users.ts), author of the post below. */
const SEED_PRO = { email: 'pro@homemate.local', password: 'Pro12345!' } as const;
const SEEDED_POST_BY_PRO = 'ultimate-home-maintenance-guide';

// A Record over every PageKey: a route added to paths.ts without a check here fails the type-check.
const CHECKS: Record<PageKey, Check> = {
  home: { viewer: 'visitor' },
  growBusiness: { viewer: 'visitor' },
  about: { viewer: 'visitor' },
  privacyPolicy: { viewer: 'visitor' },
  termsOfService: { viewer: 'visitor' },
  cookiePolicy: { viewer: 'visitor' },
  disclaimer: { viewer: 'visitor' },
  discoverServices: { viewer: 'visitor' },
  bookService: { viewer: 'visitor' },
  services: { viewer: 'visitor' },
  faq: { viewer: 'visitor' },
  contact: { viewer: 'visitor' },
  login: { viewer: 'visitor' },
  signup: { viewer: 'visitor' },
  forgotPassword: { viewer: 'visitor' },
  // The form shows for any token; the API checks it on submit.
  resetPassword: { viewer: 'visitor', url: () => '/reset-password?token=a11y-check-token' },
  authCallback: { viewer: 'visitor' },
  blog: { viewer: 'visitor' },
  blogPost: { viewer: 'visitor', url: () => `/blog/${SEEDED_POST_BY_PRO}` },
  // An unknown invitation: the page explains the link is not valid.
  proWelcome: { viewer: 'visitor', url: () => '/pro/welcome?token=a11y-check-token' },
  // A forged link: the page says it cannot be used.
  unsubscribe: { viewer: 'visitor', url: () => '/unsubscribe?token=a11y-check-token' },
  notFound: { viewer: 'visitor' },
  // A pro nobody is: the profile's not-found state (the e2e of verified trades shows a real one).
  proPublicProfile: { viewer: 'visitor' },
  reservation: { viewer: 'customer', url: ({ bookingNumber }) => `/reservation/${bookingNumber}` },
  dashboard: { viewer: 'customer' },
  bookings: { viewer: 'customer' },
  settings: { viewer: 'customer' },
  profile: { viewer: 'customer' },
  blogCreate: { viewer: 'customer' },
  blogEdit: { viewer: 'professional', url: () => `/blog/edit/${SEEDED_POST_BY_PRO}` },
  proHome: { viewer: 'professional' },
  proJobs: { viewer: 'professional' },
  proEarnings: { viewer: 'professional' },
  proProfile: { viewer: 'professional' },
  proAvailability: { viewer: 'professional' },
  admin: { viewer: 'admin' },
};

const CALLBACK = { en: enAuth.callback, fr: frAuth.callback } as const;
const CHAT = { en: enChat, fr: frChat } as const;

/** Signs in through the login form (the app only restores sessions the browser started). */
async function signIn(page: Page, lang: Lang, account: { email: string; password: string }, path: string): Promise<void> {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), { timeout: 10_000 });
}

/** The page as a user meets it: its heading shown, its data loaded, nothing moving. */
async function settle(page: Page, key: PageKey, lang: Lang, bookingNumber: string): Promise<void> {
  if (key === 'bookService') {
    // The page opens the booking wizard at once; axe then sees the modal dialog.
    await expect(page.getByRole('dialog').getByRole('heading', { name: bookingTexts[lang].booking.steps.category.title })).toBeFocused();
    return;
  }
  // The booking wizard, once opened, stays open across pages until closed (closed after the bookService check).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (key === 'authCallback') {
    // No session to pick up: the failure screen, shown for 3 s before going home.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CALLBACK[lang].errorTitle);
    return;
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  if (key === 'reservation' || key === 'dashboard' || key === 'bookings') {
    await expect(page.getByRole('main').getByText(bookingNumber).first()).toBeVisible();
  }
}

async function customerWithBooking(request: APIRequestContext, lang: Lang) {
  const person = newPerson();
  await createAccount(request, person, lang);
  const bookingNumber = await createBooking(request, await accessTokenOf(request, person), 6);
  return { person, bookingNumber };
}

const ACCOUNTS: Record<Exclude<Viewer, 'visitor'>, { email: string; password: string } | null> = {
  customer: null, // a new one per test, with a booking of their own
  professional: SEED_PRO,
  admin: SEED_ADMIN,
};

// Ten long tests with nothing shared (each signs in its own viewer): spread over the workers
// rather than run one after the other in one (the file alone took 9.6 minutes in CI).
test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`axe in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
      // Rotating content would change between axe's passes.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    for (const viewer of ['visitor', 'customer', 'professional', 'admin'] as const) {
      const routes = pageRoutes.filter((route) => CHECKS[route.key].viewer === viewer);
      test(`every ${viewer} page (${routes.map((route) => route.key).join(', ')}) has no serious or critical violation`, async ({
        page,
        request,
      }) => {
        test.setTimeout(30_000 + routes.length * 15_000);
        let bookingNumber = '';
        if (viewer === 'customer') {
          const customer = await customerWithBooking(request, lang);
          bookingNumber = customer.bookingNumber;
          await signIn(page, lang, customer.person, '/dashboard');
        } else if (viewer !== 'visitor') {
          await signIn(page, lang, ACCOUNTS[viewer]!, routes[0]!.example);
        }
        for (const route of routes) {
          await test.step(route.key, async () => {
            const url = CHECKS[route.key].url?.({ bookingNumber }) ?? route.example;
            await page.goto(url);
            await expect(page).toHaveURL(new RegExp(`${url.split('?')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`));
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await settle(page, route.key, lang, bookingNumber);
            await expectNoSeriousViolations(page, `${url} (${lang}, ${viewer})`);
            if (route.key === 'bookService') {
              // Its state is kept (a reload keeps a half-filled booking): close it before the next page.
              await page.keyboard.press('Escape');
              await expect(page.getByRole('dialog')).toHaveCount(0);
            }
          });
        }
      });
    }

    test('an open FAQ answer, the waitlist modal and the chat panel have no serious or critical violation', async ({ page }) => {
      const { faq, site } = siteTexts[lang];
      await page.goto('/faq');
      const question = page.getByRole('button', { name: faq.groups.customers.items[0]!.question });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousViolations(page, `/faq with an answer open (${lang})`);

      await page.goto('/about');
      await page.getByRole('button', { name: site.about.join }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `/about with the waitlist dialog open (${lang})`);

      await page.goto('/');
      await page.getByRole('button', { name: siteTexts[lang].nav.assistant.open }).click();
      const panel = page.getByRole('dialog', { name: CHAT[lang].title });
      await expect(panel.getByText(CHAT[lang].greeting)).toBeVisible();
      await expectNoSeriousViolations(page, `/ with the chat panel open (${lang})`);
    });
  });
}
