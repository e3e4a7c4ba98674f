import { randomBytes, randomInt } from 'node:crypto';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { FORM_MIN_FILL_TIME_MS } from '@hm/contracts';
import { fill, texts, type Lang } from './texts.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A person of their own for every test (and every retry), so specs run in parallel. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { firstName: 'Émilie', lastName: 'Tremblay', email: `e2e+${id}@example.com`, password: `Sturdy-${id}-Pass9`, ...overrides };
}

/**
 * Accounts specs each come from an address of their own, as real visitors behind the
 * proxy the e2e stack trusts (TRUST_PROXY=1), so the API's per-IP sign-in and sign-up
 * limits hold for every test instead of adding up over the whole suite from 127.0.0.1.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});
export { expect };

/** The app caches the language choice in localStorage; set it before any script runs. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', value);
  }, lang);
}

/**
 * The sign-up forms refuse what is sent sooner after they appeared than a person can fill them
 * (the time trap, FORM_MIN_FILL_TIME_MS): a test types in no time, so it takes that long before
 * sending, as a person would.
 */
export async function takeTimeToFill(page: Page): Promise<void> {
  await page.waitForTimeout(FORM_MIN_FILL_TIME_MS);
}

/** Creates the account through the API; the page's browser context holds the session cookie afterwards. */
export async function createAccount(request: APIRequestContext, person: Person, lang: Lang = 'en'): Promise<void> {
  const response = await request.post('/api/auth/signup', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: person.password,
      locale: lang,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function signInWithForm(page: Page, lang: Lang, email: string, password: string, rememberMe = false): Promise<void> {
  const { auth, forms } = texts[lang];
  await page.getByRole('textbox', { name: auth.fields.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: forms.fields.password, exact: true }).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: forms.fields.rememberMe }).check();
  await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
}

/**
 * An account that exists, signed in through the login form, ending on `path`. (A session
 * made by an API call alone would not be picked up: the app only restores sessions this
 * browser started, see apps/web/src/features/auth/session-hint.ts.)
 */
export async function signedInAt(page: Page, request: APIRequestContext, path: string, lang: Lang = 'en'): Promise<Person> {
  const person = newPerson();
  await createAccount(request, person, lang);
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return person;
}

/** Opens the account menu: the user menu of the desktop header, or the mobile menu on a phone. */
export async function openAccountMenu(
  page: Page,
  lang: Lang,
  person: Pick<Person, 'firstName' | 'lastName'>,
  isMobile: boolean,
): Promise<void> {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: texts[lang].nav.menu }).click();
  } else {
    const name = `${person.firstName} ${person.lastName}`;
    await page.getByRole('button', { name: fill(texts[lang].nav.accountMenu.trigger, { name }) }).click();
  }
}

/** The header's signed-in mark: initials on the desktop; a phone shows the account in its menu. */
export async function expectSignedIn(page: Page, lang: Lang, person: Person, isMobile: boolean): Promise<void> {
  const banner = page.getByRole('banner');
  if (isMobile) {
    await openAccountMenu(page, lang, person, true);
    await expect(banner.getByText(person.email)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: texts[lang].nav.menu }).click();
  } else {
    const name = `${person.firstName} ${person.lastName}`;
    await expect(banner.getByRole('button', { name: fill(texts[lang].nav.accountMenu.trigger, { name }) })).toHaveText(
      `${person.firstName[0]}${person.lastName[0]}`.toUpperCase(),
    );
  }
  await expect(banner.getByRole('link', { name: texts[lang].nav.signIn })).toHaveCount(0);
}
