import type { Page } from '@playwright/test';
import { createAccount, expect, newPerson, signInWithForm, test, useLanguage, type Person } from '../support/accounts.ts';
import { fill } from '../support/texts.ts';
import { accessTokenOf, blogTexts, otherVisitor, pngFixture, uniqueWord } from './blog-fixtures.ts';

const fr = blogTexts.fr;
const en = blogTexts.en;

async function signIn(page: Page, person: Person, lang: 'en' | 'fr', path: string): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await signInWithForm(page, lang, person.email, person.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

function slugOf(page: Page): string {
  const match = /\/blog\/([^/?#]+)$/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a post page: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

test('a member writes, publishes, finds, likes, saves, comments on, edits and deletes a post', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const marker = uniqueWord();
  const title = `Rénovation écologique du toit ${marker}`;
  const author = newPerson({ firstName: 'Émilie', lastName: 'Tremblay' });
  const reader = newPerson({ firstName: 'Louis', lastName: 'Gagnon' });
  await createAccount(request, author, 'fr');
  await createAccount(request, reader, 'en');

  // ---- The author writes a draft (French UI) ----------------------------------------
  await signIn(page, author, 'fr', '/blog/create');
  await expect(page.getByRole('heading', { level: 1, name: fr.editor.createTitle })).toBeVisible();

  // Nothing typed: the two required messages.
  await page.getByRole('button', { name: fr.editor.saveDraft, exact: true }).click();
  await expect(page.getByText(fr.editor.titleRequired)).toBeVisible();
  await expect(page.getByText(fr.editor.contentRequired)).toBeVisible();

  await page.getByRole('textbox', { name: fr.editor.titleLabel, exact: true }).fill(title);
  await page.getByRole('textbox', { name: fr.editor.excerptLabel }).fill('Nos conseils pour une toiture durable.');
  const fileInput = page.getByLabel(fr.upload.browseLabel);
  // A renamed executable: the browser believes the name, the API reads the bytes.
  await fileInput.setInputFiles({ name: 'toit.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not really an image') });
  await expect(page.getByText(fr.upload.notImage)).toBeVisible();
  await fileInput.setInputFiles({ name: 'toit.png', mimeType: 'image/png', buffer: pngFixture() });
  const preview = page.getByRole('img', { name: fr.upload.previewAlt });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/api\/uploads\//);

  const editor = page.getByRole('textbox', { name: fr.editor.contentLabel });
  await editor.click();
  await page.getByRole('button', { name: fr.editor.tools.heading2, exact: true }).click();
  await page.keyboard.type('Inspection du toit');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: fr.editor.tools.bulletList, exact: true }).click();
  await page.keyboard.type('Bardeaux');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Gouttières');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Notre guide : ');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(fr.editor.linkPrompt);
    void dialog.accept('https://www.example.com/guide-toiture');
  });
  await page.getByRole('button', { name: fr.editor.tools.link, exact: true }).click();
  await expect(editor.locator('h2')).toHaveText('Inspection du toit');
  await expect(editor.locator('li')).toHaveCount(2);
  await expect(editor.locator('a[href="https://www.example.com/guide-toiture"]')).toBeVisible();

  await page.getByLabel(fr.editor.categoryLabel).selectOption('maintenance');
  const tags = page.getByRole('textbox', { name: fr.editor.tagsLabel });
  await tags.fill('Toiture');
  await tags.press('Enter');
  await tags.pressSequentially('Hiver,');
  await tags.fill('TOITURE');
  await tags.press('Enter');
  const tagList = page.getByRole('list', { name: fr.editor.tagsLabel });
  await expect(tagList.getByRole('listitem')).toHaveText(['#toiture', '#hiver']);

  await page.getByRole('button', { name: fr.editor.saveDraft, exact: true }).click();
  await expect(page.getByText(fr.editor.savedDraft)).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/renovation-ecologique-du-toit-/);
  const slug = slugOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(fr.post.draftNotice)).toBeVisible();
  const article = page.getByRole('article').first();
  await expect(article.getByRole('heading', { level: 2, name: 'Inspection du toit' })).toBeVisible();
  await expect(article.locator('.blog-content li')).toHaveText(['Bardeaux', 'Gouttières']);
  await expect(article.locator('.blog-content a')).toHaveAttribute('href', 'https://www.example.com/guide-toiture');
  await expect(article.locator('img[src^="/api/uploads/"]')).toBeVisible();

  // ---- Another member cannot see the draft --------------------------------------------
  const readerContext = await otherVisitor(browser, testInfo);
  const readerPage = await readerContext.newPage();
  await signIn(readerPage, reader, 'en', '/blog');
  // A draft is no page for anyone else: its not-found screen, with 404 for crawlers too.
  expect((await readerPage.goto(`/blog/${slug}`))?.status()).toBe(404);
  await expect(readerPage.getByRole('heading', { name: en.post.notFoundTitle })).toBeVisible();
  await readerPage.goto(`/blog?search=${marker}&language=fr`);
  await expect(readerPage.getByText(en.list.emptyTitle)).toBeVisible();
  const readerToken = await accessTokenOf(request, reader);
  const hidden = await request.get(`/api/blog/posts/${slug}`, { headers: { Authorization: `Bearer ${readerToken}` } });
  expect(hidden.status()).toBe(404);

  // ---- The author publishes it ---------------------------------------------------------
  await page.getByRole('link', { name: fr.post.edit, exact: true }).click();
  await expect(page.getByRole('textbox', { name: fr.editor.titleLabel, exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: fr.editor.publish, exact: true }).click();
  await expect(page.getByText(fr.editor.published)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByText(fr.post.draftNotice)).toHaveCount(0);
  // Published: the server sends the post itself, in French, with its own title (docs/blog.md).
  const served = await request.get(`/blog/${slug}`);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<html lang="fr"');
  expect(html).toContain(`<title>${title} · HomeMate</title>`);
  expect(html).toContain('"@type":"Article"');
  // It shows without the app: the app's code is not preloaded with it (docs/blog.md).
  expect(html).not.toContain('modulepreload');

  // ---- The reader finds it with a French search written with other accents --------------
  // An English reader's blog lists English posts first; the switch shows the French ones.
  await readerPage.goto('/blog');
  await readerPage.getByRole('group', { name: en.list.languageLabel }).getByRole('button', { name: en.list.language.fr }).click();
  await expect(readerPage).toHaveURL(/language=fr/);
  await readerPage.getByRole('searchbox', { name: en.list.filterSearchLabel }).fill(`RENOVATIONS ecologiques ${marker}`);
  await expect(readerPage).toHaveURL(/search=RENOVATIONS/);
  const card = readerPage.getByRole('heading', { level: 3, name: title });
  await expect(card).toBeVisible();
  await expect(readerPage.getByText(en.list.count_one.replace('{{count}}', '1'), { exact: true })).toBeVisible();
  // Filters live in the URL; a chip removes its filter and Clear removes them all.
  await readerPage.getByLabel(en.list.categoryLabel, { exact: true }).selectOption('maintenance');
  await expect(readerPage).toHaveURL(/category=maintenance/);
  await expect(card).toBeVisible();
  await readerPage.getByLabel(en.list.categoryLabel, { exact: true }).selectOption('reviews');
  await expect(readerPage.getByText(en.list.emptyTitle)).toBeVisible();
  await expect(readerPage.getByText(en.list.emptyFiltered)).toBeVisible();
  await readerPage.getByRole('button', { name: fill(en.list.removeFilter, { label: en.categories.reviews }) }).click();
  await expect(readerPage).not.toHaveURL(/category=/);
  await expect(card).toBeVisible();
  await readerPage.getByRole('button', { name: en.list.clear, exact: true }).click();
  await expect(readerPage).toHaveURL(/\/blog$/);
  await expect(readerPage.getByRole('searchbox', { name: en.list.filterSearchLabel })).toHaveValue('');

  // Stay Updated stores the address.
  await readerPage.getByRole('textbox', { name: en.sidebar.emailLabel }).fill(`news+${marker}@example.com`);
  await readerPage.getByRole('button', { name: en.sidebar.subscribe, exact: true }).click();
  await expect(readerPage.getByText(en.sidebar.subscribed)).toBeVisible();

  await readerPage.goto(`/blog?search=${marker}&language=fr`);
  await readerPage.getByRole('heading', { level: 3, name: title }).getByRole('link').click();
  await expect(readerPage).toHaveURL(new RegExp(`/blog/${slug}$`));
  // Reached inside the app, the head is the post's own as the server sends it: its title, an
  // article, one canonical, and no `?lang=` versions (a post's address is in one language).
  await expect(readerPage).toHaveTitle(`${title} · HomeMate`);
  await expect(readerPage.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(readerPage.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
  await expect(readerPage.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);

  // ---- Like and save: stored, so they survive a reload --------------------------------
  const like = readerPage.getByRole('button', { name: new RegExp(`^${en.post.like}\\b`) });
  const save = readerPage.getByRole('button', { name: en.post.save, exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(readerPage.getByTestId('post-like-count')).toHaveText('0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(readerPage.getByTestId('post-like-count')).toHaveText('1');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await readerPage.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  // Loaded directly, the app keeps the server's head for the post: one title and one canonical.
  await expect(readerPage).toHaveTitle(`${title} · HomeMate`);
  await expect(readerPage.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(readerPage.getByTestId('post-like-count')).toHaveText('1');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // ---- Not the author: no Edit or Delete, and the API refuses both ---------------------
  await expect(readerPage.getByRole('link', { name: en.post.edit, exact: true })).toHaveCount(0);
  await expect(readerPage.getByRole('button', { name: en.post.delete, exact: true })).toHaveCount(0);
  const headers = { Authorization: `Bearer ${readerToken}` };
  expect((await request.patch(`/api/blog/posts/${slug}`, { headers, data: { title: 'Pirated' } })).status()).toBe(403);
  expect((await request.delete(`/api/blog/posts/${slug}`, { headers })).status()).toBe(403);

  // ---- The reader comments ---------------------------------------------------------------
  await expect(readerPage.getByText(en.comments.emptyTitle)).toBeVisible();
  const postComment = readerPage.getByRole('button', { name: en.comments.submit, exact: true });
  await expect(postComment).toBeDisabled();
  await readerPage.getByRole('textbox', { name: en.comments.label }).fill('Thanks, very useful before winter!');
  await postComment.click();
  const readerName = `${reader.firstName} ${reader.lastName}`;
  const comment = readerPage.getByRole('article', { name: readerName });
  await expect(comment.getByText('Thanks, very useful before winter!')).toBeVisible();
  await expect(readerPage.getByRole('heading', { name: en.comments.heading_one.replace('{{count}}', '1') })).toBeVisible();

  // ---- The author replies ------------------------------------------------------------------
  await page.reload();
  await page.getByRole('button', { name: fill(fr.comments.replyTo, { name: readerName }) }).click();
  await page.getByRole('textbox', { name: fr.comments.replyLabel }).fill('Merci Louis, bon hiver !');
  await page.getByRole('button', { name: fr.comments.submitReply, exact: true }).click();
  const replies = page.getByRole('list', { name: fill(fr.comments.repliesLabel, { name: readerName }) });
  await expect(replies.getByText('Merci Louis, bon hiver !')).toBeVisible();
  await expect(page.getByRole('heading', { name: fr.comments.heading_other.replace('{{count}}', '2') })).toBeVisible();
  await readerPage.reload();
  await expect(readerPage.getByRole('list', { name: fill(en.comments.repliesLabel, { name: readerName }) })).toContainText(
    'Merci Louis, bon hiver !',
  );

  // ---- The author edits, then deletes it ---------------------------------------------------
  await page.getByRole('link', { name: fr.post.edit, exact: true }).click();
  const titleField = page.getByRole('textbox', { name: fr.editor.titleLabel, exact: true });
  await titleField.fill(`${title} (mis à jour)`);
  await page.getByRole('button', { name: fr.editor.publish, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (mis à jour)`);

  await page.getByRole('button', { name: fr.post.delete, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(fr.post.deleteConfirm);
  await expect(dialog.getByRole('button', { name: fr.post.cancel })).toBeFocused();
  await dialog.getByRole('button', { name: fr.post.delete, exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: fr.post.notFoundTitle })).toBeVisible();

  await readerContext.close();
});

test('a post the server sent is replaced by the same post, never by a loading state', async ({ page }) => {
  const { posts } = (await (await page.request.get('/api/blog/posts?language=en')).json()) as { posts: { slug: string; title: string }[] };
  const post = posts[0]!;
  await useLanguage(page, 'en');
  // Every text the page shows, from the first paint on: the post's loading text would be caught.
  await page.addInitScript((loading) => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(loading)) seen.push(loading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, en.post.loading);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-render', 'rendered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
});
