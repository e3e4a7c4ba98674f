import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import frAdmin from '@hm/i18n/locales/fr/admin.json' with { type: 'json' };
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { SEED_ADMIN, SEED_SUPPORT } from '../support/api-calls.ts';
import { expect, signInWithForm, test, useLanguage } from '../support/accounts.ts';
import { waitForMail } from '../support/mailbox.ts';
import { randomClientAddress, uniqueEmail } from '../site/site-texts.ts';

// The support inbox (docs/operations.md "Support inbox"): a visitor's contact message is answered
// from the console; the reply reaches the visitor's mailbox in the language they wrote in (English
// here), while the operator works in French.

test('an operator answers a contact message from the inbox, and the visitor gets the reply by e-mail in English', async ({
  page,
  request,
}) => {
  const address = uniqueEmail('inbox');
  const sent = await request.post('/api/public/contact-messages', {
    headers: { 'x-forwarded-for': randomClientAddress() },
    data: {
      firstName: 'Paul',
      lastName: 'Nguyen',
      email: address,
      subject: 'support',
      message: 'My pro did not come this morning.',
      locale: 'en',
      website: '',
    },
  });
  expect(sent.status()).toBe(201);

  await useLanguage(page, 'fr');
  await page.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(page, 'fr', SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await page.getByRole('tab', { name: frAdmin.tabs.inbox }).click();
  const panel = page.getByRole('tabpanel', { name: frAdmin.tabs.inbox });
  await panel.getByRole('searchbox', { name: frAdmin.inbox.search }).fill(address);
  const row = panel.getByRole('button', { name: /Paul Nguyen/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(frAdmin.inbox.statuses.new);
  await row.click();

  const request_ = panel.getByRole('article');
  await expect(request_.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(request_).toContainText('My pro did not come this morning.');
  await request_.getByRole('combobox', { name: frAdmin.inbox.assignee }).selectOption({ label: 'Admin HomeMate' });
  await expect(request_.getByRole('combobox', { name: frAdmin.inbox.status })).toHaveValue('in_progress');

  const reply = 'Sorry about this morning: your pro comes tomorrow at 9, and the visit is on us.';
  await request_.getByRole('textbox', { name: frAdmin.inbox.reply.label.replace('{{firstName}}', 'Paul') }).fill(reply);
  await request_.getByRole('button', { name: frAdmin.inbox.reply.send }).click();
  await expect(request_.getByText(frAdmin.inbox.reply.sent.replace('{{email}}', address))).toBeVisible();
  await expect(request_.getByRole('combobox', { name: frAdmin.inbox.status })).toHaveValue('answered');
  await expect(request_.getByRole('listitem').filter({ hasText: reply })).toContainText('Réponse envoyée par Admin HomeMate');

  await expectNoSeriousViolations(page, 'the console inbox with a request open');
  await page.getByRole('tab', { name: frAdmin.tabs.waitlists }).click();
  await expect(page.getByRole('button', { name: frAdmin.waitlists.export })).toBeVisible();
  await expectNoSeriousViolations(page, 'the console waitlists');
  await page.getByRole('tab', { name: frAdmin.tabs.audit }).click();
  const audit = page.getByRole('tabpanel', { name: frAdmin.tabs.audit });
  await expect(audit.getByRole('heading', { name: `${frAdmin.audit.actions.support_replied} · Paul Nguyen <${address}>` })).toBeVisible();
  await expectNoSeriousViolations(page, 'the console audit log');

  const mail = await waitForMail(address, { subject: new RegExp(enMail.supportReply.subject) });
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain('Admin, HomeMate support');
});

// The console's support role (docs/operations.md "Who can do what"): the inbox in full, the
// waitlists, people read-only, and every other section refused with a clear message.
test('a support account answers from the inbox, reads people without changing them, and is told other sections are not allowed', async ({
  page,
  request,
}) => {
  const address = uniqueEmail('support-role');
  const sent = await request.post('/api/public/contact-messages', {
    headers: { 'x-forwarded-for': randomClientAddress() },
    data: {
      firstName: 'Lina',
      lastName: 'Haddad',
      email: address,
      subject: 'support',
      message: 'Can I move my visit to Friday?',
      locale: 'en',
      website: '',
    },
  });
  expect(sent.status()).toBe(201);

  await useLanguage(page, 'en');
  await page.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(page, 'en', SEED_SUPPORT.email, SEED_SUPPORT.password);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await expect(page.getByRole('tab')).toHaveText([enAdmin.tabs.inbox, enAdmin.tabs.waitlists, enAdmin.tabs.people]);
  await expect(page.getByRole('link', { name: enAdmin.queues })).toHaveCount(0);

  const panel = page.getByRole('tabpanel', { name: enAdmin.tabs.inbox });
  await panel.getByRole('searchbox', { name: enAdmin.inbox.search }).fill(address);
  const row = panel.getByRole('button', { name: /Lina Haddad/ });
  await expect(row).toHaveCount(1);
  await row.click();
  const request_ = panel.getByRole('article');
  await request_.getByRole('combobox', { name: enAdmin.inbox.assignee }).selectOption({ label: 'Sasha Morin' });
  await expect(request_.getByRole('combobox', { name: enAdmin.inbox.status })).toHaveValue('in_progress');
  const reply = 'Yes: your visit is now on Friday at 10.';
  await request_.getByRole('textbox', { name: enAdmin.inbox.reply.label.replace('{{firstName}}', 'Lina') }).fill(reply);
  await request_.getByRole('button', { name: enAdmin.inbox.reply.send }).click();
  await expect(request_.getByText(enAdmin.inbox.reply.sent.replace('{{email}}', address))).toBeVisible();

  await page.getByRole('tab', { name: enAdmin.tabs.people }).click();
  const people = page.getByRole('tabpanel', { name: enAdmin.tabs.people });
  await people.getByRole('searchbox', { name: enAdmin.people.search }).fill(SEED_ADMIN.email);
  const admin = people.getByRole('button', { name: /admin@homemate\.local/ });
  await expect(admin).toHaveCount(1);
  await admin.click();
  const account = people.getByRole('article');
  await expect(account.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(account.getByRole('button')).toHaveCount(0);
  await expect(account.getByRole('combobox')).toHaveCount(0);

  await page.goto('/admin?tab=audit');
  await expect(page.getByRole('alert')).toContainText(enAdmin.notAllowed.title.replace('{{section}}', enAdmin.tabs.audit));
  await expectNoSeriousViolations(page, 'the console telling support a section is not allowed');

  const mail = await waitForMail(address, { subject: new RegExp(enMail.supportReply.subject) });
  expect(mail.text).toContain(reply);
  expect(mail.text).toContain('Sasha, HomeMate support');
});
