import type { BrowserContext } from '@playwright/test';
import { encodeIdentity, OAUTH_IDENTITY_COOKIE } from '@hm/tools/test/oauth-mock-identity';
import { createAccount, expect, expectSignedIn, newPerson, openAccountMenu, test, useLanguage, type Person } from '../support/accounts.ts';
import { e2eOAuthIssuer } from '../support/e2e-env.ts';
import { fill, texts, type Lang } from '../support/texts.ts';

/** Who the browser is "signed in as" at the local provider (tools/test/oauth-mock.ts). */
async function signedInAtProvider(context: BrowserContext, person: Person): Promise<void> {
  const provider = new URL(e2eOAuthIssuer);
  await context.addCookies([
    {
      name: OAUTH_IDENTITY_COOKIE,
      value: encodeIdentity({ email: person.email, givenName: person.firstName, familyName: person.lastName }),
      domain: provider.hostname,
      path: '/authorize',
    },
  ]);
}

/** Clicks the Google button, follows the provider round trip and checks the callback's success screen. */
async function continueWithGoogle(page: import('@playwright/test').Page, lang: Lang, mode: 'signIn' | 'signUp'): Promise<void> {
  const { auth } = texts[lang];
  const providerVisit = page.waitForRequest((request) => request.url().startsWith(`${e2eOAuthIssuer}/authorize?`));
  const label = fill(mode === 'signIn' ? auth.social.signInWith : auth.social.signUpWith, { provider: auth.social.providers.google });
  await page.getByRole('link', { name: label }).click();
  const authorize = new URL((await providerVisit).url());
  expect(authorize.searchParams.get('client_id')).toBe('e2e-google-client');
  expect(authorize.searchParams.get('state')).toBeTruthy();

  await expect(page).toHaveURL(/\/auth\/callback(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(auth.callback.successTitle);
  await expect(page.getByText(auth.callback.successText)).toBeVisible();
}

test('sign up with Google from a French page: provider, callback, dashboard, signed in as the provider user', async ({
  page,
  context,
  isMobile,
}) => {
  const person = newPerson({ firstName: 'Gaëlle', lastName: 'Fournier' });
  await signedInAtProvider(context, person);
  await useLanguage(page, 'fr');
  await page.goto('/signup');
  await continueWithGoogle(page, 'fr', 'signUp');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedIn(page, 'fr', person, isMobile);
  await openAccountMenu(page, 'fr', person, isMobile);
  const menu = isMobile ? page.getByRole('banner') : page.getByRole('menu');
  await expect(menu.getByText(`${person.firstName} ${person.lastName}`, { exact: true })).toBeVisible();
  await expect(menu.getByText(person.email, { exact: true })).toBeVisible();

  // The account was created in the language of the page it was created from (the browser says English).
  await page.goto('/profile');
  await expect(page.getByRole('combobox', { name: texts.fr.account.profileForm.locale })).toHaveValue('fr');
  await expect(page.getByRole('textbox', { name: texts.fr.account.profileForm.firstName, exact: true })).toHaveValue(person.firstName);
});

test('Google sign-in finds the existing account with the same verified e-mail, and keeps the return path', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  const person = newPerson();
  await createAccount(request, person);
  // The provider knows the person under other names: the existing account keeps its own.
  await signedInAtProvider(context, { ...person, firstName: 'Someone', lastName: 'Else' });
  await useLanguage(page, 'en');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?returnTo=%2Fprofile');
  await continueWithGoogle(page, 'en', 'signIn');
  await expect(page).toHaveURL(/\/profile$/);
  await expectSignedIn(page, 'en', person, isMobile);
  await expect(page.getByRole('textbox', { name: texts.en.account.profileForm.lastName, exact: true })).toHaveValue(person.lastName);
});
