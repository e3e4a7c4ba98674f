import { randomInt } from 'node:crypto';
import { type Browser, type Page } from '@playwright/test';
import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import enGrow from '@hm/i18n/locales/en/growBusiness.json' with { type: 'json' };
import enWelcome from '@hm/i18n/locales/en/proWelcome.json' with { type: 'json' };
import frAdmin from '@hm/i18n/locales/fr/admin.json' with { type: 'json' };
import frGrow from '@hm/i18n/locales/fr/growBusiness.json' with { type: 'json' };
import frWelcome from '@hm/i18n/locales/fr/proWelcome.json' with { type: 'json' };
import { expect, expectSignedIn, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { e2eBaseUrl } from '../support/e2e-env.ts';
import { SEED_ADMIN } from '../support/api-calls.ts';
import { waitForMail, type CaughtMail } from '../support/mailbox.ts';
import { fill, texts, type Lang } from '../support/texts.ts';

// The pro onboarding journey: a professional applies on /grow-business, an operator approves on /admin, and the
// pro sets a password from the e-mailed invitation and is signed in — two browser contexts.

const pros = {
  en: { grow: enGrow, admin: enAdmin, welcome: enWelcome },
  fr: { grow: frGrow, admin: frAdmin, welcome: frWelcome },
} as const;
/** The operator the seed creates outside production (libs/server/db/src/seed/demo-users.ts). */
const CATEGORY = { en: 'Plumbing', fr: 'Plomberie' } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function invitationLink(mail: CaughtMail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/pro\/welcome\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`No invitation link in ${mail.file}:\n${mail.text}`);
  return new URL(match[0]);
}

async function fillApplication(page: Page, lang: Lang, person: Person): Promise<void> {
  const form = pros[lang].grow.form;
  await page.getByRole('textbox', { name: form.firstName, exact: true }).fill(person.firstName);
  await page.getByRole('textbox', { name: form.lastName, exact: true }).fill(person.lastName);
  await page.getByRole('textbox', { name: form.email, exact: true }).fill(`  ${person.email.toUpperCase()} `);
  await page.getByRole('textbox', { name: form.phone, exact: true }).fill('(514) 555-0199');
  await page.getByRole('radio', { name: CATEGORY[lang], exact: true }).check();
}

/** The operator, in a browser context of their own, signed in through the login form and on /admin. */
async function operatorConsole(browser: Browser, lang: Lang): Promise<Page> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  await useLanguage(page, lang);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/, { timeout: 10_000 });
  await signInWithForm(page, lang, SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  return page;
}

for (const lang of ['en', 'fr'] as const) {
  test(`a pro applies, the operator approves, the pro sets a password from the e-mail and is signed in (${lang})`, async ({
    page,
    browser,
    isMobile,
  }) => {
    const { grow, admin, welcome } = pros[lang];
    // A surname of its own, so the operator finds this application among others made in parallel.
    const person = newPerson({ firstName: 'Marc', lastName: `Pro${Date.now().toString(36)}${randomInt(1000)}` });
    const name = `${person.firstName} ${person.lastName}`;
    await useLanguage(page, lang);

    // 1. The application on /grow-business: success, then the form is cleared.
    await page.goto('/grow-business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(grow.hero.title);
    await page.getByRole('button', { name: grow.hero.cta, exact: true }).click();
    await expect(page.getByRole('textbox', { name: grow.form.firstName, exact: true })).toBeFocused();
    await fillApplication(page, lang, person);
    await page.getByRole('button', { name: grow.form.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: grow.form.success })).toBeVisible();
    await expect(page.getByRole('textbox', { name: grow.form.email, exact: true })).toHaveValue('');

    // The same address again (other case and spaces): the yellow 'already registered' message.
    await fillApplication(page, lang, person);
    await page.getByRole('button', { name: grow.form.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: grow.form.exists })).toBeVisible();

    // 2. The operator approves it on /admin, after a confirmation.
    const operator = await operatorConsole(browser, lang);
    await expect(operator.getByRole('tab', { name: admin.tabs.pending })).toHaveAttribute('aria-selected', 'true');
    await operator.getByRole('button', { name: `${admin.applications.approve} ${name}`, exact: true }).click();
    const dialog = operator.getByRole('alertdialog');
    await expect(dialog).toContainText(fill(admin.applications.approveTitle, { name }));
    await dialog.getByRole('button', { name: admin.applications.confirmApprove, exact: true }).click();
    await expect(operator.getByText(fill(admin.applications.approved, { name }))).toBeVisible();
    await expect(operator.getByRole('button', { name: `${admin.applications.approve} ${name}`, exact: true })).toHaveCount(0);
    await operator.context().close();

    // 3. The invitation e-mail, in the language of the application, with a one-time link.
    const mail = await waitForMail(person.email, { subject: new RegExp(escape(texts[lang].mail.proInvitation.subject)) });
    const link = invitationLink(mail);
    expect(link.origin).toBe(e2eBaseUrl);

    // 4. The pro sets a password and lands signed in.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(welcome.title);
    await expect(page.getByText(fill(welcome.lead, { firstName: person.firstName, email: person.email.toLowerCase() }))).toBeVisible();
    await page.getByRole('textbox', { name: welcome.password, exact: true }).fill(person.password);
    await page.getByRole('textbox', { name: welcome.confirm, exact: true }).fill(person.password);
    await page.getByRole('button', { name: welcome.submit, exact: true }).click();
    // …in the professional app.
    await expect(page).toHaveURL(`${e2eBaseUrl}/pro`, { timeout: 10_000 });
    await expectSignedIn(page, lang, person, isMobile);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText(texts[lang].errors.INVALID_INVITATION);
  });
}
