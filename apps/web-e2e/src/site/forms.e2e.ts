import { expect, test, type Locator, type Page } from '@playwright/test';
import { queryRows } from './site-db.ts';
import { LANGS, randomClientAddress, siteTexts, uniqueEmail, useLanguage, watchErrors } from './site-texts.ts';

// The public forms are limited per client IP: each test comes from an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomClientAddress() } });

async function emailCaptures(email: string) {
  return queryRows<{ email: string; source: string; locale: string; status: string }>(
    'select email, source, locale, status from email_captures where email = $1',
    [email.trim().toLowerCase()],
  );
}

/** A field by the start of its label: 'Nom' is not 'Prénom', and a required field's label ends with ' *'. */
function field(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** The honeypot is there for bots only: hidden from assistive technology and out of the tab order. */
async function expectHoneypotHidden(page: Page, form: Locator) {
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(form.locator('[aria-hidden="true"] input[name="website"]')).toHaveCount(1);
  expect(await page.getByRole('textbox').evaluateAll((boxes) => boxes.some((box) => box.getAttribute('name') === 'website'))).toBe(false);
}

for (const lang of LANGS) {
  const { forms, site, landing } = siteTexts[lang];

  test.describe(`public forms in ${lang}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, lang));

    test('landing waitlist: invalid e-mail, then subscribed, then already subscribed', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/');
      const section = page.locator('section', { has: page.getByRole('heading', { name: landing.launch.title }) });
      const form = section.locator('form');
      const email = form.getByLabel(forms.waitlist.emailLabel);
      const submit = form.getByRole('button', { name: forms.waitlist.submit });
      await expectHoneypotHidden(page, form);

      await email.fill('not-an-email');
      await submit.click();
      await expect(form.getByText(forms.fieldErrors.INVALID_EMAIL)).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();

      const address = uniqueEmail('landing');
      await email.fill(address);
      await submit.click();
      await expect(form.getByText(forms.waitlist.success)).toBeVisible();
      await expect(email).toHaveValue('');
      expect(await emailCaptures(address)).toEqual([{ email: address, source: 'landing', locale: lang, status: 'success' }]);
      // The message goes after 3 s.
      await expect(form.getByText(forms.waitlist.success)).toBeHidden({ timeout: 5000 });

      // Same address, other case and spaces: the same subscriber.
      await email.fill(`  ${address.toUpperCase()} `);
      await submit.click();
      await expect(form.getByText(forms.waitlist.alreadySubscribed)).toBeVisible();
      expect(await emailCaptures(address)).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test('about: the waitlist modal traps focus, closes on Escape, and closes itself after a subscription', async ({ page }) => {
      await page.goto('/about');
      const open = page.getByRole('button', { name: site.about.join });
      await open.click();
      const dialog = page.getByRole('dialog', { name: site.waitlist.modalTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(forms.waitlist.emailLabel)).toBeFocused();
      // Tabbing stays inside the dialog.
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await dialog.getByRole('button', { name: forms.waitlist.submit }).click();
      await expect(dialog.getByText(forms.fieldErrors.REQUIRED)).toBeVisible();
      const address = uniqueEmail('about');
      await dialog.getByLabel(forms.waitlist.emailLabel).fill(address);
      await dialog.getByRole('button', { name: forms.waitlist.submit }).click();
      await expect(dialog.getByText(forms.waitlist.success)).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 5000 });
      await expect(open).toBeFocused();
      expect(await emailCaptures(address)).toEqual([{ email: address, source: 'about', locale: lang, status: 'success' }]);
    });

    test('discover: inline waitlist and the modal both subscribe', async ({ page }) => {
      await page.goto('/discover-services');
      const inline = page.locator('section', { has: page.getByRole('heading', { name: site.discover.waitlistTitle }) }).locator('form');
      const address = uniqueEmail('discover');
      await inline.getByLabel(forms.waitlist.emailLabel).fill(address);
      await inline.getByRole('button', { name: forms.waitlist.submit }).click();
      await expect(inline.getByText(forms.waitlist.success)).toBeVisible();
      expect(await emailCaptures(address)).toHaveLength(1);

      await page.getByRole('button', { name: site.discover.notify }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(forms.waitlist.emailLabel).fill(address);
      await dialog.getByRole('button', { name: forms.waitlist.submit }).click();
      await expect(dialog.getByText(forms.waitlist.alreadySubscribed)).toBeVisible();
    });

    test('FAQ question form: required fields, then stored as pending', async ({ page }) => {
      await page.goto('/faq');
      const form = page.locator('form', { has: page.getByRole('button', { name: forms.faq.submit }) });
      await expectHoneypotHidden(page, form);
      await form.getByRole('button', { name: forms.faq.submit }).click();
      await expect(form.getByText(forms.fieldErrors.REQUIRED)).toHaveCount(4);
      await expect(field(form, forms.fields.firstName)).toBeFocused();

      const address = uniqueEmail('faq');
      const question = `Do you work on Sundays? (${lang} e2e ${Date.now()})`;
      await field(form, forms.fields.firstName).fill('Élise');
      await field(form, forms.fields.lastName).fill('Tremblay');
      await field(form, forms.fields.email).fill('bad@address');
      await field(form, forms.fields.question).fill(question);
      await form.getByRole('button', { name: forms.faq.submit }).click();
      await expect(form.getByText(forms.fieldErrors.INVALID_EMAIL)).toBeVisible();
      await field(form, forms.fields.email).fill(address);
      await form.getByRole('button', { name: forms.faq.submit }).click();
      await expect(form.getByText(forms.faq.success)).toBeVisible();
      await expect(field(form, forms.fields.question)).toHaveValue('');
      const rows = await queryRows('select first_name, last_name, question, status, locale from faq_questions where email = $1', [address]);
      expect(rows).toEqual([{ first_name: 'Élise', last_name: 'Tremblay', question, status: 'new', locale: lang }]);
    });

    test('contact form: four subjects, General Inquiry first, stored as new in the inbox', async ({ page }) => {
      await page.goto('/contact');
      const form = page.locator('form', { has: page.getByRole('button', { name: forms.contact.submit }) });
      await expectHoneypotHidden(page, form);
      const subject = field(form, forms.fields.subject);
      await expect(subject).toHaveValue('general');
      await expect(subject.locator('option')).toHaveText([
        forms.subjects.general,
        forms.subjects.feedback,
        forms.subjects.support,
        forms.subjects.partnership,
      ]);

      await form.getByRole('button', { name: forms.contact.submit }).click();
      await expect(form.getByText(forms.fieldErrors.REQUIRED)).toHaveCount(4);

      const address = uniqueEmail('contact');
      const message = `My invoice is missing.\nCould you send it again? (${lang} e2e)`;
      await field(form, forms.fields.firstName).fill('Paul');
      await field(form, forms.fields.lastName).fill('Nguyen');
      await field(form, forms.fields.email).fill(`  ${address.toUpperCase()}`);
      await subject.selectOption('support');
      await field(form, forms.fields.message).fill(message);
      await form.getByRole('button', { name: forms.contact.submit }).click();
      await expect(form.getByText(forms.contact.success)).toBeVisible();
      await expect(field(form, forms.fields.message)).toHaveValue('');
      await expect(subject).toHaveValue('general');
      const rows = await queryRows(
        'select first_name, last_name, subject, message, status, locale from contact_messages where email = $1',
        [address],
      );
      expect(rows).toEqual([{ first_name: 'Paul', last_name: 'Nguyen', subject: 'support', message, status: 'new', locale: lang }]);
      await expect(form.getByText(forms.contact.success)).toBeHidden({ timeout: 5000 });
    });
  });
}

test('a filled honeypot is answered like a success and nothing is stored', async ({ page }) => {
  const { forms } = siteTexts.en;
  await useLanguage(page, 'en');
  await page.goto('/contact');
  const form = page.locator('form', { has: page.getByRole('button', { name: forms.contact.submit }) });
  const address = uniqueEmail('honeypot');
  await field(form, forms.fields.firstName).fill('Bot');
  await field(form, forms.fields.lastName).fill('Bot');
  await field(form, forms.fields.email).fill(address);
  await field(form, forms.fields.message).fill('Cheap watches');
  await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await form.getByRole('button', { name: forms.contact.submit }).click();
  await expect(form.getByText(forms.contact.success)).toBeVisible();
  expect(await queryRows('select id from contact_messages where email = $1', [address])).toEqual([]);
});
