import {
  BLOG_ROUTES,
  adminContentHideRoute,
  adminContentListRoute,
  adminContentRestoreRoute,
  type ApiErrorBody,
  type AuditLogView,
  type BlogCategoryCount,
  type BlogCommentsResponse,
  type BlogListResponse,
  type BlogPostView,
  type CommentView,
  type ModerationCommentListView,
  type ModerationCommentView,
  type ModerationPostListView,
  type ModerationPostView,
} from '@hm/contracts';
import { signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { signUpAs } from '../../testing/role-users.js';
import { testConfig } from '../../testing/test-config.js';

const SUITE = 'content_moderation';

// Content moderation (docs/operations.md "Content moderation"): an operator hides a post or a
// comment with a reason, or restores it; readers no longer see it, its author is e-mailed in their
// language, and the audit log records it.
describe('content moderation in the operator console (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let admin: Signed;
  let author: Signed;
  let reader: Signed;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_content_moderation', SUITE, (url) =>
      testConfig({ DATABASE_URL: url }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    admin = await signUpAs(stack.client, stack.sql, 'admin', { firstName: 'Odile', lastName: 'Admin' });
    // The author writes in English; the operator's console is in French: the e-mail follows the author.
    author = await stack.client.signUp(signUpRequest({ firstName: 'Maya', lastName: 'Writer', locale: 'en' }));
    reader = await stack.client.signUp(signUpRequest({ firstName: 'Rémi', lastName: 'Reader', locale: 'fr' }));
  });

  afterAll(async () => {
    await stack?.close();
  });

  async function call<T>(who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await stack.client.send(method, path, who?.session.accessToken ?? null, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async function publish(title: string, tags: string[] = []): Promise<BlogPostView> {
    const created = await call<BlogPostView>(author, 'POST', BLOG_ROUTES.create, {
      title,
      content: `<p>${title}: how to keep a home warm.</p>`,
      category: 'maintenance',
      tags,
      status: 'published',
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function comment(who: Signed, slug: string, content: string, parentId?: string): Promise<CommentView> {
    const path = parentId ? BLOG_ROUTES.replies(slug, parentId) : BLOG_ROUTES.comments(slug);
    const created = await call<CommentView>(who, 'POST', path, { content });
    expect(created.status).toBe(201);
    return created.body;
  }

  const mails = async (to: string, template: string) =>
    (
      await stack.sql.query<{ payload: { subject: string; text: string; locale: string } }>(
        `select payload from outbox where payload->>'template' = $1 and payload->>'to' = $2 order by created_at`,
        [template, to],
      )
    ).rows.map((row) => row.payload);

  const audit = async (action: string) =>
    (await call<AuditLogView>(admin, 'GET', `admin/audit-log?action=${action}`)).body.items.filter((item) =>
      item.targetType.startsWith('blog_'),
    );

  const publicList = async (query = '') => (await call<BlogListResponse>(null, 'GET', `${BLOG_ROUTES.list}${query}`)).body;
  const thread = async (slug: string) => (await call<BlogCommentsResponse>(null, 'GET', BLOG_ROUTES.comments(slug))).body;

  it('hides a comment with its replies from the thread and the counts, tells its author in their language, audits it, and restores it', async () => {
    const post = await publish('Winter draughts');
    const spam = await comment(author, post.slug, 'Cheap heaters at my shop, visit example.shop now!');
    await comment(reader, post.slug, 'Is this an advertisement?', spam.id);
    const kept = await comment(reader, post.slug, 'Thanks, very useful.');
    expect((await thread(post.slug)).total).toBe(3);

    const hidden = await call<ModerationCommentView>(admin, 'POST', adminContentHideRoute('comment', spam.id), {
      reason: '  Advertising unrelated to the post.  ',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: spam.id, hidden: { reason: 'Advertising unrelated to the post.' } });

    const after = await thread(post.slug);
    expect(after.comments.map((item) => item.id)).toEqual([kept.id]);
    expect(after.total).toBe(1);
    const listed = (await publicList()).posts.find((item) => item.slug === post.slug);
    expect(listed?.commentsCount).toBe(1);
    // Nobody replies to what they cannot see.
    expect((await call<ApiErrorBody>(reader, 'POST', BLOG_ROUTES.replies(post.slug, spam.id), { content: 'Hello?' })).body.code).toBe(
      'BLOG_COMMENT_NOT_FOUND',
    );

    const [mail] = await mails(author.session.user.email, 'contentHidden');
    expect(mail).toMatchObject({ locale: 'en', subject: 'HomeMate: we hid some of what you published' });
    expect(mail!.text).toContain('your comment “Cheap heaters at my shop, visit example.shop now!” on the post “Winter draughts”');
    expect(mail!.text).toContain('Reason: Advertising unrelated to the post.');
    // The reply under it is someone else's: never in the author's e-mail.
    expect(mail!.text).not.toContain('advertisement?');

    const [record] = await audit('content_hidden');
    expect(record).toMatchObject({
      actor: { id: admin.session.user.id },
      targetType: 'blog_comment',
      targetId: spam.id,
      reason: 'Advertising unrelated to the post.',
      details: { post: post.slug, locale: 'en' },
    });

    const again = await call<ApiErrorBody>(admin, 'POST', adminContentHideRoute('comment', spam.id), { reason: 'Twice' });
    expect([again.status, again.body.code]).toEqual([409, 'CONTENT_ALREADY_HIDDEN']);

    const restored = await call<ModerationCommentView>(admin, 'POST', adminContentRestoreRoute('comment', spam.id));
    expect([restored.status, restored.body.hidden]).toEqual([200, null]);
    expect((await thread(post.slug)).total).toBe(3);
    expect((await publicList()).posts.find((item) => item.slug === post.slug)?.commentsCount).toBe(3);
    expect(await mails(author.session.user.email, 'contentRestored')).toHaveLength(1);
    expect((await audit('content_restored')).map((item) => item.targetId)).toContain(spam.id);
    const notHidden = await call<ApiErrorBody>(admin, 'POST', adminContentRestoreRoute('comment', spam.id));
    expect([notHidden.status, notHidden.body.code]).toEqual([409, 'CONTENT_NOT_HIDDEN']);
  });

  it('hides a post from the list, search, category and tag counts, sitemap and its page; its author still sees it, marked', async () => {
    const post = await publish('Heat pumps compared', ['heatpump']);
    const categoryCount = async () =>
      (await call<BlogCategoryCount[]>(null, 'GET', BLOG_ROUTES.categories)).body.find((item) => item.category === 'maintenance')!.count;
    const before = await categoryCount();
    const sitemap = async () => (await fetch(`${stack.app.baseUrl}/sitemap.xml`)).text();
    expect(await sitemap()).toContain(`/blog/${post.slug}`);

    const hidden = await call<ModerationPostView>(admin, 'POST', adminContentHideRoute('post', post.id), {
      reason: 'Copied from a vendor.',
    });
    expect([hidden.status, hidden.body.hidden?.reason]).toEqual([200, 'Copied from a vendor.']);

    expect((await publicList()).posts.map((item) => item.slug)).not.toContain(post.slug);
    expect((await publicList('?search=pumps')).posts.map((item) => item.slug)).not.toContain(post.slug);
    expect((await publicList('?tag=heatpump')).total).toBe(0);
    expect(await categoryCount()).toBe(before - 1);
    expect(await sitemap()).not.toContain(`/blog/${post.slug}`);
    for (const who of [null, reader]) {
      const page = await call<ApiErrorBody>(who, 'GET', BLOG_ROUTES.bySlug(post.slug));
      expect([page.status, page.body.code]).toEqual([404, 'BLOG_POST_NOT_FOUND']);
      expect((await call<ApiErrorBody>(who, 'GET', BLOG_ROUTES.comments(post.slug))).status).toBe(404);
    }
    expect((await call<ApiErrorBody>(null, 'POST', BLOG_ROUTES.view(post.slug))).status).toBe(404);

    const own = await call<BlogPostView>(author, 'GET', BLOG_ROUTES.bySlug(post.slug));
    expect(own.status).toBe(200);
    expect(own.body.hidden).toMatchObject({ reason: 'Copied from a vendor.' });
    const mine = await call<BlogListResponse>(author, 'GET', BLOG_ROUTES.mine);
    expect(mine.body.posts.find((item) => item.slug === post.slug)?.hidden?.reason).toBe('Copied from a vendor.');

    const [mail] = await mails(author.session.user.email, 'contentHidden').then((all) => all.filter((m) => m.text.includes('Heat pumps')));
    expect(mail!.text).toContain('your blog post “Heat pumps compared”');

    expect((await call(admin, 'POST', adminContentRestoreRoute('post', post.id))).status).toBe(200);
    expect((await publicList()).posts.map((item) => item.slug)).toContain(post.slug);
    expect((await publicList('?tag=heatpump')).total).toBe(1);
    expect(await categoryCount()).toBe(before);
    expect((await call(null, 'GET', BLOG_ROUTES.bySlug(post.slug))).status).toBe(200);
  });

  it('lists posts and comments by search and state, 30 a page', async () => {
    const post = await publish('Gutter cleaning 101');
    const first = await comment(reader, post.slug, 'Zyxwv gutter guards are worth it');
    await call(admin, 'POST', adminContentHideRoute('comment', first.id), { reason: 'Off topic' });

    const comments = await call<ModerationCommentListView>(admin, 'GET', `${adminContentListRoute('comment')}?search=zyxwv`);
    expect(comments.body.items.map((item) => [item.id, item.post.slug, item.author.name, item.hidden?.reason])).toEqual([
      [first.id, post.slug, 'Rémi Reader', 'Off topic'],
    ]);
    expect(
      (await call<ModerationCommentListView>(admin, 'GET', `${adminContentListRoute('comment')}?search=zyxwv&state=visible`)).body.total,
    ).toBe(0);
    const posts = await call<ModerationPostListView>(admin, 'GET', `${adminContentListRoute('post')}?search=gutter`);
    expect(posts.body).toMatchObject({ page: 1, totalPages: 1, total: 1 });
    expect(posts.body.items[0]).toMatchObject({ id: post.id, author: { name: 'Maya Writer' }, hidden: null });
    // %, _ and \ typed in the search match themselves.
    expect((await call<ModerationPostListView>(admin, 'GET', `${adminContentListRoute('post')}?search=%25`)).body.total).toBe(0);
  });

  it('refuses a missing or bad reason, an unknown id, and anyone but an operator, recording nothing', async () => {
    const post = await publish('Roof snow');
    const auditBefore = (await audit('content_hidden')).length;
    for (const reason of [undefined, '  ', 'ab', 'x'.repeat(501)]) {
      const refused = await call<ApiErrorBody>(
        admin,
        'POST',
        adminContentHideRoute('post', post.id),
        reason === undefined ? {} : { reason },
      );
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(refused.body.fields?.reason).toEqual([reason === 'ab' ? 'TOO_SHORT' : reason?.length === 501 ? 'TOO_LONG' : 'REQUIRED']);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await call<ApiErrorBody>(admin, 'POST', adminContentHideRoute('comment', id), { reason: 'Spam links' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
    }
    expect((await call(author, 'POST', adminContentHideRoute('post', post.id), { reason: 'My own' })).status).toBe(403);
    expect((await call(null, 'GET', adminContentListRoute('post'))).status).toBe(401);
    expect((await audit('content_hidden')).length).toBe(auditBefore);
    expect((await call(null, 'GET', BLOG_ROUTES.bySlug(post.slug))).status).toBe(200);
  });

  it('e-mails a French author in French', async () => {
    const post = await call<BlogPostView>(reader, 'POST', BLOG_ROUTES.create, {
      title: 'Isoler son grenier',
      content: '<p>Isoler le grenier.</p>',
      category: 'maintenance',
      status: 'published',
    });
    await call(admin, 'POST', adminContentHideRoute('post', post.body.id), { reason: 'Contenu copié.' });
    const [mail] = (await mails(reader.session.user.email, 'contentHidden')).filter((m) => m.text.includes('Isoler'));
    expect(mail).toMatchObject({ locale: 'fr', subject: 'HomeMate : nous avons masqué une de vos publications' });
    expect(mail!.text).toContain('votre article de blogue « Isoler son grenier »');
    expect(mail!.text).toContain('Motif : Contenu copié.');
  });
});
