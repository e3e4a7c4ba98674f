import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { texts } from '../support/texts.ts';

for (const lang of ['en', 'fr'] as const) {
  test(`signed out, /dashboard asks to sign in and comes back after it (${lang})`, async ({ page, request }) => {
    const { auth } = texts[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    await useLanguage(page, lang);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    const notice = page.getByText(auth.login.authRequiredTitle);
    await expect(notice).toBeVisible();
    await expect(page.getByText(auth.login.authRequiredDashboard)).toBeVisible();

    await signInWithForm(page, lang, person.email, person.password);
    await expect(page.getByText(auth.login.success)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Signed in, the sign-in and sign-up pages send the user on.
    await page.goto('/login?returnTo=%2Fprofile');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
