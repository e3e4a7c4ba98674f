import enAdmin from '@hm/i18n/locales/en/admin.json' with { type: 'json' };
import { expectNoSeriousViolations } from '../a11y/axe.ts';
import { otherVisitor, uniqueWord } from '../blog/blog-fixtures.ts';
import { accessTokenOf, SEED_ADMIN } from '../support/api-calls.ts';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage } from '../support/accounts.ts';

// Content moderation (docs/operations.md "Content moderation"): an operator finds a comment in the
// console's Content tab and hides it with a reason; a visitor no longer sees it on the post.

test('an operator hides a comment with a reason: a visitor no longer sees it', async ({ page, request, browser }) => {
  // A post and a comment of this run only: a word no other run's text has.
  const word = uniqueWord();
  const author = newPerson({ firstName: 'Maya', lastName: 'Writer' });
  await createAccount(request, author, 'en');
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, author)}` };
  const created = await request.post('/api/blog/posts', {
    headers,
    data: {
      title: `Keeping a cellar dry ${word}`,
      content: '<p>Ventilate and seal the cracks.</p>',
      category: 'maintenance',
      status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const spam = `Cheap dehumidifiers at ${word}.example, buy now`;
  const kept = `Sealing worked for us ${word}`;
  for (const content of [spam, kept]) {
    const commented = await request.post(`/api/blog/posts/${slug}/comments`, { headers, data: { content } });
    expect(commented.status(), await commented.text()).toBe(201);
  }

  // A visitor reads the post with both comments.
  await useLanguage(page, 'en');
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(spam)).toBeVisible();

  // The operator, in a browser of their own with the project's screen (a phone on the phone project).
  const console = await otherVisitor(browser, test.info());
  const operator = await console.newPage();
  await useLanguage(operator, 'en');
  await operator.goto('/login?returnTo=%2Fadmin');
  await signInWithForm(operator, 'en', SEED_ADMIN.email, SEED_ADMIN.password);
  await expect(operator).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await operator.getByRole('tab', { name: enAdmin.tabs.content }).click();
  const panel = operator.getByRole('tabpanel', { name: enAdmin.tabs.content });
  await panel.getByRole('searchbox', { name: enAdmin.content.search }).fill(`${word}.example`);
  // Once the search applies, the one row is this run's comment.
  const row = panel.getByRole('listitem').filter({ hasText: spam });
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  const hide = row.getByRole('button', { name: enAdmin.content.hide.open, exact: true });
  await hide.click();

  const dialog = operator.getByRole('dialog', { name: enAdmin.content.hide.titleComment });
  const reason = dialog.getByRole('textbox', { name: new RegExp(enAdmin.content.hide.reason.replace(/[()]/g, '\\$&')) });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: enAdmin.content.hide.send, exact: true }).click();
  await expect(dialog.getByText(enAdmin.content.errors.required)).toBeVisible();
  await expectNoSeriousViolations(operator, 'the console content tab with the hide dialog');
  await reason.fill('Advertising unrelated to the post.');
  await dialog.getByRole('button', { name: enAdmin.content.hide.send, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(enAdmin.content.hide.done)).toBeVisible();
  await expect(row).toContainText('Advertising unrelated to the post.');
  const restore = row.getByRole('button', { name: enAdmin.content.restore.send, exact: true });
  await expect(restore).toBeFocused();

  // The visitor, reloading, no longer sees it; the other comment stays.
  await page.reload();
  await expect(page.getByText(kept)).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);
  await console.close();
});
