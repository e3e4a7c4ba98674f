import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';
import { resetLinkIn, waitForMail } from '../support/mailbox.ts';
import { texts } from '../support/texts.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['en', 'fr'] as const) {
  test(`forgot password (${lang}): the e-mail arrives, the link sets a new password, only the new one signs in`, async ({
    page,
    request,
  }) => {
    const { auth, errors, forms, mail } = texts[lang];
    const person = newPerson();
    await createAccount(request, person, lang);
    await useLanguage(page, lang);

    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: auth.fields.email, exact: true }).fill(person.email);
    await page.getByRole('button', { name: auth.forgot.submit }).click();
    await expect(page.getByText(auth.forgot.success)).toBeVisible();

    // Through the outbox, the queue and the worker to the SMTP catcher, in the account's language.
    const message = await waitForMail(person.email, { subject: new RegExp(escape(mail.resetPassword.subject)) });
    const link = resetLinkIn(message);
    expect(link.origin).toBe(e2eBaseUrl);

    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = `New-${person.password}`;
    await page.getByRole('textbox', { name: auth.fields.newPassword, exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: auth.fields.confirmNewPassword, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: auth.reset.submit }).click();
    await expect(page.getByText(auth.reset.success)).toBeVisible();
    // RESET_PASSWORD_REDIRECT_MS: home after 3 s, not at once.
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page).toHaveURL(`${e2eBaseUrl}/`);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: auth.fields.newPassword, exact: true }).fill(`Again-${newPassword}`);
    await page.getByRole('textbox', { name: auth.fields.confirmNewPassword, exact: true }).fill(`Again-${newPassword}`);
    await page.getByRole('button', { name: auth.reset.submit }).click();
    await expect(page.getByRole('alert')).toContainText(errors.INVALID_RESET_TOKEN);

    await page.goto('/login');
    await signInWithForm(page, lang, person.email, person.password);
    await expect(page.getByRole('alert')).toHaveText(errors.INVALID_CREDENTIALS);
    await page.getByRole('textbox', { name: forms.fields.password, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await expect(page.getByText(auth.login.success)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
