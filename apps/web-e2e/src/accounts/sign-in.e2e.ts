import type { BrowserContext } from '@playwright/test';
import { createAccount, expect, expectSignedIn, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { texts } from '../support/texts.ts';

const DAY = 24 * 3600;

/** Seconds from now until the refresh cookie expires (-1: a cookie that ends with the browser). */
async function refreshCookieLifetime(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'hm_refresh');
  expect(cookie, 'the refresh cookie is set').toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return cookie!.expires === -1 ? -1 : cookie!.expires - Date.now() / 1000;
}

for (const { rememberMe, lifetime, label } of [
  { rememberMe: true, lifetime: 30 * DAY, label: '30 days' },
  { rememberMe: false, lifetime: 3600, label: 'one hour' },
]) {
  test(`sign in ${rememberMe ? 'with' : 'without'} remember me: the session lasts ${label} and survives a reload`, async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    const person = newPerson();
    await createAccount(request, person);
    await useLanguage(page, 'en');
    await page.goto('/login');
    await signInWithForm(page, 'en', person.email, person.password, rememberMe);

    await expect(page.getByText(texts.en.auth.login.success)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await refreshCookieLifetime(context)).toBeGreaterThan(lifetime - 120);
    expect(await refreshCookieLifetime(context)).toBeLessThanOrEqual(lifetime + 5);

    // On load the app restores the session from the cookie (and the refresh keeps its length).
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSignedIn(page, 'en', person, isMobile);
    expect(await refreshCookieLifetime(context)).toBeGreaterThan(lifetime - 120);
    expect(await refreshCookieLifetime(context)).toBeLessThanOrEqual(lifetime + 5);
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`a wrong password shows the translated error and stays on the page (${lang})`, async ({ page, context, request }) => {
    const person = newPerson();
    await createAccount(request, person, lang);
    await useLanguage(page, lang);
    await page.goto('/login');
    await signInWithForm(page, lang, person.email, `${person.password}-wrong`);

    await expect(page.getByRole('alert')).toHaveText(texts[lang].errors.INVALID_CREDENTIALS);
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page).toHaveURL(/\/login$/);
    // Give a (wrong) redirect the time it would take, then check nothing happened.
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'hm_refresh')).toBe(false);
    await expect(page.getByRole('textbox', { name: texts[lang].auth.fields.email, exact: true })).toHaveValue(person.email);
  });
}
