import { AUTH_ROUTES } from '@hm/contracts';
import { expect, expectSignedIn, newPerson, openAccountMenu, takeTimeToFill, test, useLanguage } from '../support/accounts.ts';
import { texts, type Lang } from '../support/texts.ts';

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  test(`sign up (${lang}), land on the dashboard, see the account menu, sign out`, async ({ page, isMobile }) => {
    const { auth, forms, nav } = texts[lang];
    const person = newPerson();
    await useLanguage(page, lang);
    await page.goto('/signup');

    await page.getByRole('textbox', { name: forms.fields.firstName, exact: true }).fill(person.firstName);
    await page.getByRole('textbox', { name: forms.fields.lastName, exact: true }).fill(person.lastName);
    await page.getByRole('textbox', { name: auth.fields.email, exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: forms.fields.password, exact: true }).fill(person.password);
    await page.getByRole('textbox', { name: forms.fields.confirmPassword, exact: true }).fill(person.password);
    await expect(page.getByText(auth.passwordsMatch)).toBeVisible();
    await page.getByRole('checkbox').check();
    await takeTimeToFill(page);
    await page.getByRole('button', { name: auth.signup.submit }).click();

    // The success message first, then the dashboard after LOGIN_SUCCESS_REDIRECT_MS (1 s).
    await expect(page.getByText(auth.signup.success)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectSignedIn(page, lang, person, isMobile);

    await openAccountMenu(page, lang, person, isMobile);
    const fullName = `${person.firstName} ${person.lastName}`;
    if (isMobile) {
      const panel = page.getByRole('banner');
      await expect(panel.getByText(fullName, { exact: true })).toBeVisible();
      await expect(panel.getByText(person.email, { exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: nav.accountMenu.dashboard })).toBeVisible();
      await expect(panel.getByRole('link', { name: nav.accountMenu.editProfile })).toBeVisible();
      await panel.getByRole('button', { name: nav.accountMenu.signOut }).click();
    } else {
      const menu = page.getByRole('menu');
      await expect(menu.getByText(fullName, { exact: true })).toBeVisible();
      await expect(menu.getByText(person.email, { exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveText([nav.accountMenu.dashboard, nav.accountMenu.profile, nav.accountMenu.signOut]);
      await menu.getByRole('menuitem', { name: nav.accountMenu.signOut }).click();
    }

    // Signed out: home page, Sign In offered again, and a reload does not bring the session back.
    await expect(page).toHaveURL(/\/$/);
    const signInLink = page.getByRole('banner').getByRole('link', { name: nav.signIn });
    const signIn = async () => {
      if (!isMobile) return expect(signInLink).toBeVisible();
      // The phone menu may still be closing from the sign-out: open it only when it is closed, until the link shows.
      const menu = page.getByRole('banner').getByRole('button', { name: nav.menu });
      await expect(async () => {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await expect(signInLink).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 8_000 });
    };
    await signIn();
    await page.reload();
    await signIn();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  });
}

test('a sign-up sent at once is refused with a message, and goes through when sent again after a moment', async ({ page }) => {
  const { auth, errors, forms } = texts.en;
  const person = newPerson();
  await useLanguage(page, 'en');
  await page.goto('/signup');
  // The first send says the form took 0.3 s, as a bot's would: a busy machine may take longer than
  // the trap's 2 s to fill six fields, which would make "at once" untrue. The API decides for real.
  await page.route(
    `**/api/${AUTH_ROUTES.signUp}`,
    (route) => route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), fillTimeMs: 300 }) }),
    { times: 1 },
  );
  await page.getByRole('textbox', { name: forms.fields.firstName, exact: true }).fill(person.firstName);
  await page.getByRole('textbox', { name: forms.fields.lastName, exact: true }).fill(person.lastName);
  await page.getByRole('textbox', { name: auth.fields.email, exact: true }).fill(person.email);
  await page.getByRole('textbox', { name: forms.fields.password, exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: forms.fields.confirmPassword, exact: true }).fill(person.password);
  await page.getByRole('checkbox').check();
  // Faster than a person: the time trap answers with a message, nothing is lost.
  await page.getByRole('button', { name: auth.signup.submit }).click();
  await expect(page.getByText(errors.FORM_SENT_TOO_FAST)).toBeVisible();
  await expect(page.getByRole('textbox', { name: auth.fields.email, exact: true })).toHaveValue(person.email);

  await takeTimeToFill(page);
  await page.getByRole('button', { name: auth.signup.submit }).click();
  await expect(page.getByText(auth.signup.success)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
