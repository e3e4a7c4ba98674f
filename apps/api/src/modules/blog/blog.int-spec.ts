import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import {
  BLOG_COUNT_CAP,
  BLOG_IMAGE_MAX_BYTES,
  BLOG_ROUTES,
  type BlogCommentsResponse,
  type BlogListResponse,
  type BlogPostView,
  type CommentView,
  type CreateBlogPostRequest,
} from '@hm/contracts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { gifHtmlPolyglot, imageInfo, jpegWithGps, pixelBombPng, plainPng, POLYGLOT_HTML } from '../../testing/test-images.js';
import { listQuery } from './blog-posts.repository.js';

const SUITE = 'blog';

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('blog API (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let uploadDir: string;
  let alice: Signed;
  let bob: Signed;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hm-blog-uploads-'));
    db = await createTestDatabase('hm_test_blog');
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir }, { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    alice = await client.signUp(signUpRequest({ firstName: 'Alice', lastName: 'Gagnon', email: 'alice.blog@example.com' }));
    bob = await client.signUp(signUpRequest({ firstName: 'Bob', lastName: 'Roy', email: 'bob.blog@example.com' }));
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
    await rm(uploadDir, { recursive: true, force: true });
  });

  const token = (who: Signed | null) => who?.session.accessToken ?? null;
  const send = (method: string, path: string, who: Signed | null, body?: unknown) => client.send(method, path, token(who), body);
  const json = async <T>(response: Response, status: number): Promise<T> => {
    const body = await response.text();
    expect({ status: response.status, body }).toEqual({ status, body: expect.any(String) });
    return (body === '' ? undefined : JSON.parse(body)) as T;
  };

  const post = (overrides: Partial<CreateBlogPostRequest> = {}): CreateBlogPostRequest => ({
    title: 'Préparer sa maison pour l’hiver',
    excerpt: 'Les étapes essentielles avant le gel.',
    content: '<h2>Isolation</h2><p>Vérifiez les fenêtres et les portes.</p>',
    category: 'maintenance',
    tags: ['Hiver', 'isolation'],
    status: 'published',
    ...overrides,
  });

  const create = async (who: Signed, body: CreateBlogPostRequest) =>
    json<BlogPostView>(await send('POST', BLOG_ROUTES.create, who, body), 201);

  const upload = (who: Signed | null, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${who.session.accessToken}`;
    return fetch(`${app.baseUrl}/api/${BLOG_ROUTES.uploadImage}`, { method: 'POST', headers, body: form });
  };

  describe('HTML safety', () => {
    it('stores post HTML without scripts, event handlers, javascript: links or SVG, and links with rel="noopener nofollow"', async () => {
      const created = await create(
        alice,
        post({
          title: 'Sanitised post',
          content:
            '<h2>Titre</h2><p onclick="steal()">Texte <a href="https://example.com">lien</a> <a href="javascript:alert(1)">piège</a></p>' +
            '<script>alert("x")</script><img src="/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png" onerror="alert(2)">' +
            '<img src="https://evil.example/x.png&quot; onerror=alert(5)">' +
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(3)"><script>alert(4)</script></svg><ul><li>un</li></ul>',
        }),
      );
      const { rows } = await sql.query('select content from blog_posts where id = $1', [created.id]);
      const stored = rows[0].content as string;
      expect(stored).toBe(
        '<h2>Titre</h2><p>Texte <a href="https://example.com" rel="noopener nofollow">lien</a> <a>piège</a></p><img src="/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png" /><ul><li>un</li></ul>',
      );
      expect(created.content).toBe(stored);
      for (const forbidden of ['<script', 'onerror', 'onclick', 'onload', 'javascript:', '<svg', 'alert', 'evil.example'])
        expect(stored).not.toContain(forbidden);
    });

    it('refuses a featured image that is not one of our uploads, with the field code', async () => {
      for (const featuredImage of ['https://evil.example/x.png" onerror=alert(1)', 'https://images.example.com/a.jpg']) {
        const response = await send('POST', BLOG_ROUTES.create, alice, post({ title: 'Foreign image', featuredImage }));
        expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { featuredImage: ['INVALID_IMAGE_URL'] } });
      }
      const created = await create(alice, post({ title: 'Own image' }));
      const update = await send('PATCH', BLOG_ROUTES.update(created.slug), alice, { featuredImage: 'https://evil.example/x.png' });
      expect(await json(update, 400)).toMatchObject({ fields: { featuredImage: ['INVALID_IMAGE_URL'] } });
      const { rows } = await sql.query('select count(*)::int as n from blog_posts where featured_image like $1', ['%evil.example%']);
      expect(rows[0].n).toBe(0);
    });

    it('refuses a post whose content is empty once sanitised, with the field code', async () => {
      const response = await send(
        'POST',
        BLOG_ROUTES.create,
        alice,
        post({ title: 'Empty', content: '<script>alert(1)</script><p> </p>' }),
      );
      expect(await json(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { content: ['REQUIRED'] } });
      const blank = await send('POST', BLOG_ROUTES.create, alice, post({ title: '   ', category: 'cooking' as never }));
      expect(await json(blank, 400)).toMatchObject({ fields: { title: ['REQUIRED'], category: ['INVALID_CATEGORY'] } });
    });

    it('stores comments as plain text (never rendered as HTML)', async () => {
      const created = await create(alice, post({ title: 'Comment text' }));
      const comment = await json<CommentView>(
        await send('POST', BLOG_ROUTES.comments(created.slug), bob, { content: '  <b>Merci</b>\r\nbeaucoup  ' }),
        201,
      );
      expect(comment.content).toBe('<b>Merci</b>\nbeaucoup');
    });
  });

  describe('image upload', () => {
    it('stores a real image and serves it with its content type', async () => {
      const uploaded = await json<{ url: string; contentType: string; bytes: number }>(
        await upload(alice, PNG, 'photo.jpg', 'image/jpeg'),
        201,
      );
      expect(uploaded).toEqual({
        url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/),
        contentType: 'image/png',
        bytes: expect.any(Number),
      });
      const served = await fetch(`${app.baseUrl}${uploaded.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.length).toBe(uploaded.bytes);
      expect(await imageInfo(bytes)).toEqual({ format: 'png', width: 1, height: 1, exif: false });
      // The uploaded image may be used in a post.
      const created = await create(
        alice,
        post({ title: 'With image', featuredImage: uploaded.url, content: `<p>x</p><img src="${uploaded.url}" alt="photo">` }),
      );
      expect(created.featuredImage).toBe(uploaded.url);
      expect(created.content).toContain(`<img src="${uploaded.url}" alt="photo" />`);
    });

    it('refuses a renamed executable, an SVG and a file over 5 MB with the blog codes, storing nothing', async () => {
      const before = await readdir(uploadDir);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
      expect(await json(await upload(alice, exe, 'holiday.png', 'image/png'), 415)).toMatchObject({ code: 'BLOG_IMAGE_NOT_AN_IMAGE' });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      expect(await json(await upload(alice, svg, 'logo.svg', 'image/svg+xml'), 415)).toMatchObject({ code: 'BLOG_IMAGE_NOT_AN_IMAGE' });
      const big = Buffer.concat([PNG, Buffer.alloc(BLOG_IMAGE_MAX_BYTES + 1 - PNG.length)]);
      expect(await json(await upload(alice, big, 'big.png', 'image/png'), 413)).toMatchObject({ code: 'BLOG_IMAGE_TOO_LARGE' });
      expect(await readdir(uploadDir)).toEqual(before);
    });

    it('stores a GIF that is also an HTML page as a clean GIF, without the page', async () => {
      const polyglot = await gifHtmlPolyglot();
      const uploaded = await json<{ url: string; contentType: string }>(await upload(alice, polyglot, 'cat.gif', 'image/gif'), 201);
      expect(uploaded.contentType).toBe('image/gif');
      const bytes = Buffer.from(await (await fetch(`${app.baseUrl}${uploaded.url}`)).arrayBuffer());
      expect(bytes.toString('latin1')).not.toContain('<script');
      expect(bytes.includes(Buffer.from(POLYGLOT_HTML))).toBe(false);
      expect(await imageInfo(bytes)).toMatchObject({ format: 'gif', width: 4, height: 3 });
    });

    it('strips EXIF (the GPS position) from a photo and scales a large image down to 2560 px', async () => {
      const photo = await jpegWithGps();
      expect(await imageInfo(photo)).toMatchObject({ exif: true });
      const uploaded = await json<{ url: string }>(await upload(alice, photo, 'maison.jpg', 'image/jpeg'), 201);
      const bytes = Buffer.from(await (await fetch(`${app.baseUrl}${uploaded.url}`)).arrayBuffer());
      expect(await imageInfo(bytes)).toEqual({ format: 'jpeg', width: 64, height: 48, exif: false });
      expect(bytes.toString('latin1')).not.toContain('HomeMatePhone');
      const wide = await json<{ url: string }>(await upload(alice, await plainPng(3000, 1000), 'wide.png', 'image/png'), 201);
      expect(await imageInfo(Buffer.from(await (await fetch(`${app.baseUrl}${wide.url}`)).arrayBuffer()))).toMatchObject({
        width: 2560,
        height: 853,
      });
    });

    it('refuses a decompression bomb (over 40 megapixels) with a 413, storing nothing', async () => {
      const before = await readdir(uploadDir);
      const bomb = await pixelBombPng();
      expect(bomb.length).toBeLessThan(BLOG_IMAGE_MAX_BYTES);
      expect(await json(await upload(alice, bomb, 'bomb.png', 'image/png'), 413)).toMatchObject({ code: 'BLOG_IMAGE_TOO_MANY_PIXELS' });
      // Right first bytes, nothing decodable behind them.
      const truncated = Buffer.from('GIF89a<html><script>alert(1)</script></html>', 'latin1');
      expect(await json(await upload(alice, truncated, 'x.gif', 'image/gif'), 415)).toMatchObject({ code: 'BLOG_IMAGE_NOT_AN_IMAGE' });
      expect(await readdir(uploadDir)).toEqual(before);
    });

    it('accepts exactly 5 MB, needs a session and a file', async () => {
      const exact = Buffer.concat([PNG, Buffer.alloc(BLOG_IMAGE_MAX_BYTES - PNG.length)]);
      expect((await upload(alice, exact, 'exact.png', 'image/png')).status).toBe(201);
      expect(await json(await upload(null, PNG, 'a.png', 'image/png'), 401)).toMatchObject({ code: 'UNAUTHORIZED' });
      const empty = await fetch(`${app.baseUrl}/api/${BLOG_ROUTES.uploadImage}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${alice.session.accessToken}` },
        body: new FormData(),
      });
      expect(await json(empty, 400)).toMatchObject({ code: 'BLOG_IMAGE_MISSING' });
      expect((await fetch(`${app.baseUrl}/api/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    });
  });

  describe('drafts and authorship', () => {
    it('shows a draft to its author only, and publishing sets the date', async () => {
      const draft = await create(alice, post({ title: 'Brouillon secret', status: 'draft' }));
      expect(draft).toMatchObject({ status: 'draft', publishedAt: null, isAuthor: true, slug: 'brouillon-secret' });
      expect(await json(await send('GET', BLOG_ROUTES.bySlug(draft.slug), bob), 404)).toMatchObject({ code: 'BLOG_POST_NOT_FOUND' });
      expect((await send('GET', BLOG_ROUTES.bySlug(draft.slug), null)).status).toBe(404);
      const list = await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?search=secret`, alice), 200);
      expect(list.posts.map((p) => p.slug)).not.toContain(draft.slug);
      const mine = await json<BlogListResponse>(await send('GET', BLOG_ROUTES.mine, alice), 200);
      expect(mine.posts.map((p) => p.slug)).toContain(draft.slug);
      // Someone else's draft cannot be liked, commented or edited either: it does not exist for them.
      expect((await send('PUT', BLOG_ROUTES.like(draft.slug), bob)).status).toBe(404);
      expect((await send('POST', BLOG_ROUTES.comments(draft.slug), bob, { content: 'hi' })).status).toBe(404);
      expect((await send('PATCH', BLOG_ROUTES.update(draft.slug), bob, { title: 'mine now' })).status).toBe(404);

      const published = await json<BlogPostView>(await send('PATCH', BLOG_ROUTES.update(draft.slug), alice, { status: 'published' }), 200);
      expect(published.publishedAt).not.toBeNull();
      expect((await send('GET', BLOG_ROUTES.bySlug(draft.slug), bob)).status).toBe(200);
    });

    it('lets only the author edit or delete a published post', async () => {
      const created = await create(alice, post({ title: 'Only Alice edits' }));
      const asBob = await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), bob), 200);
      expect(asBob.isAuthor).toBe(false);
      expect(await json(await send('PATCH', BLOG_ROUTES.update(created.slug), bob, { title: 'Bob was here' }), 403)).toMatchObject({
        code: 'BLOG_NOT_AUTHOR',
      });
      expect(await json(await send('DELETE', BLOG_ROUTES.delete(created.slug), bob), 403)).toMatchObject({ code: 'BLOG_NOT_AUTHOR' });
      expect((await send('DELETE', BLOG_ROUTES.delete(created.slug), null)).status).toBe(401);
      const { rows } = await sql.query('select title from blog_posts where id = $1', [created.id]);
      expect(rows[0].title).toBe('Only Alice edits');

      const edited = await json<BlogPostView>(
        await send('PATCH', BLOG_ROUTES.update(created.slug), alice, {
          title: 'Alice edited',
          content: '<p>un deux trois</p>',
          tags: ['A', 'a', ' b '],
        }),
        200,
      );
      expect(edited).toMatchObject({
        title: 'Alice edited',
        slug: created.slug,
        tags: ['a', 'b'],
        readTimeMinutes: 1,
        content: '<p>un deux trois</p>',
      });
      expect((await send('DELETE', BLOG_ROUTES.delete(created.slug), alice)).status).toBe(204);
      expect((await send('GET', BLOG_ROUTES.bySlug(created.slug), alice)).status).toBe(404);
    });

    it('gives a clashing title the next free suffix, even when created at the same moment', async () => {
      const first = await create(alice, post({ title: 'Même titre' }));
      const [second, third] = await Promise.all([
        create(bob, post({ title: 'Même titre' })),
        create(alice, post({ title: 'Même titre!' })),
      ]);
      expect(first.slug).toBe('meme-titre');
      expect([second.slug, third.slug].sort()).toEqual(['meme-titre-2', 'meme-titre-3']);
    });

    it('gives ten posts of one title created at the same moment ten distinct slugs, none refused', async () => {
      // 'Featured' names another page: its slugs start at -2, past a base nobody can hold.
      for (const [title, base] of [
        ['Dix en même temps', 'dix-en-meme-temps'],
        ['Featured', 'featured'],
      ] as const) {
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, i) => send('POST', BLOG_ROUTES.create, i % 2 === 0 ? alice : bob, post({ title }))),
        );
        const answers = await Promise.all(
          responses.map(async (response) => ({ status: response.status, body: JSON.parse(await response.text()) as BlogPostView })),
        );
        expect(answers.map(({ status }) => status)).toEqual(Array(10).fill(201));
        const slugs = answers.map(({ body }) => body.slug);
        expect(new Set(slugs).size).toBe(10);
        for (const slug of slugs) expect(slug).toMatch(new RegExp(`^${base}(-([2-9]|1[0-9]))?$`));
      }
    });
  });

  describe('search and list', () => {
    let renovation: BlogPostView;
    let english: BlogPostView;

    beforeAll(async () => {
      renovation = await create(
        alice,
        post({
          title: 'Rénovation de la cuisine',
          excerpt: 'Budget et étapes',
          content: '<p>Les armoires et le comptoir.</p>',
          category: 'home_improvement',
          tags: ['cuisine'],
        }),
      );
      english = await create(
        bob,
        post({
          title: 'Spring gutter cleaning',
          language: 'en',
          excerpt: 'Avoid ice dams',
          content: '<p>Clean the <strong>gutters</strong> every spring.</p>',
          category: 'maintenance',
          tags: ['gutters', 'spring'],
        }),
      );
    });

    const search = async (query: string) => {
      const list = await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?${query}`, null), 200);
      return list.posts.map((p) => p.slug);
    };

    it('finds French words whatever the accents, case and plural', async () => {
      for (const term of ['rénovation', 'renovations', 'Renovation', 'RÉNOVATIONS', 'armoire', 'cuisines']) {
        expect({ term, found: await search(`search=${encodeURIComponent(term)}`) }).toEqual({ term, found: [renovation.slug] });
      }
    });

    it('finds English words by stem and tag, and filters by category and tag', async () => {
      expect(await search('search=cleaned%20gutter')).toEqual([english.slug]);
      expect(await search(`search=gutters&category=home_improvement`)).toEqual([]);
      expect(await search(`search=gutters&category=maintenance&tag=spring`)).toEqual([english.slug]);
      expect(await search(`tag=cuisine`)).toEqual([renovation.slug]);
      expect(await search('search=%22ice%20dams%22')).toEqual([english.slug]);
    });

    it('pages 12 at a time with the total, sorts, and counts categories and tags', async () => {
      const page = await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?limit=2&page=2&sort=oldest`, null), 200);
      const { rows } = await sql.query(`select count(*)::int as n from blog_posts where status = 'published'`);
      expect(page).toMatchObject({ page: 2, total: rows[0].n, totalPages: Math.ceil(rows[0].n / 2) });
      expect(page.posts).toHaveLength(2);
      expect(await json(await send('GET', `${BLOG_ROUTES.list}?sort=random`, null), 400)).toMatchObject({
        fields: { sort: ['INVALID_SORT'] },
      });
      const categories = await json<{ category: string; count: number }[]>(await send('GET', BLOG_ROUTES.categories, null), 200);
      expect(categories).toHaveLength(8);
      expect(categories.find((c) => c.category === 'home_improvement')?.count).toBeGreaterThanOrEqual(1);
      const tags = await json<{ tag: string; count: number }[]>(await send('GET', BLOG_ROUTES.tags, null), 200);
      expect(tags[0]).toEqual({ tag: 'hiver', count: expect.any(Number) });
      expect(tags.map((t) => t.tag)).toContain('gutters');
    });

    it('uses the GIN index for a search among many posts', async () => {
      // A few thousand posts where the term is rare, as in real life; with a handful of rows a
      // sequential scan is rightly cheaper and the plan would say nothing.
      await sql.query(
        `insert into blog_posts (slug, title, content, category, tags, status, published_at, author_id)
         select 'bulk-' || n, 'Entretien saisonnier ' || n, '<p>Conseils numéro ' || n || ' pour la maison.</p>', 'maintenance', array['bulk'], 'published',
                now() - interval '10 years' + make_interval(mins => n), $1
         from generate_series(1, 3000) as n`,
        [alice.session.user.id],
      );
      try {
        // As autovacuum would: moves the GIN pending list into the index and refreshes statistics.
        await sql.query('vacuum analyze blog_posts');
        // The list's own SQL for a search in the category all those posts share, as the repository sends it.
        const query = listQuery(
          { search: 'gutter', language: null, category: 'maintenance', tag: null, sort: 'newest', offset: 0, limit: 12 },
          'few',
        );
        let n = 0;
        const { rows } = await sql.query(`explain ${query.sql.replace(/\?/g, () => `$${++n}`)}`, query.params);
        expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on blog_posts_search_vector_index/);
        // And the API still finds the one match among them.
        expect(await search('search=gutter&category=maintenance')).toEqual([english.slug]);
        // A word most of them share: counted up to the cap, the page found by walking the date index.
        const common = await json<BlogListResponse>(
          await send('GET', `${BLOG_ROUTES.list}?search=saisonniers&sort=oldest&page=2`, null),
          200,
        );
        expect(common).toMatchObject({ total: BLOG_COUNT_CAP, totalCapped: true, page: 2, totalPages: Math.ceil(BLOG_COUNT_CAP / 12) });
        expect(common.posts.map((p) => p.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Entretien saisonnier ${13 + i}`));
        const tagged = await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?tag=bulk`, null), 200);
        expect(tagged).toMatchObject({ total: 3000, totalCapped: false });
        expect(await search('search=r%C3%A9novations')).toEqual([renovation.slug]);
      } finally {
        await sql.query(`delete from blog_posts where slug like 'bulk-%'`);
      }
    });
  });

  describe('likes, saves, views', () => {
    it('stores likes and saves per user, idempotently, with consistent counts', async () => {
      const created = await create(alice, post({ title: 'Likeable' }));
      expect(await json(await send('PUT', BLOG_ROUTES.like(created.slug), bob), 200)).toEqual({ liked: true, likes: 1 });
      expect(await json(await send('PUT', BLOG_ROUTES.like(created.slug), bob), 200)).toEqual({ liked: true, likes: 1 });
      await Promise.all([send('PUT', BLOG_ROUTES.like(created.slug), alice), send('PUT', BLOG_ROUTES.like(created.slug), alice)]);
      expect(await json(await send('PUT', BLOG_ROUTES.save(created.slug), bob), 200)).toEqual({ saved: true });

      const asBob = await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), bob), 200);
      expect(asBob).toMatchObject({ likes: 2, likedByMe: true, savedByMe: true });
      const anonymous = await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), null), 200);
      expect(anonymous).toMatchObject({ likes: 2, likedByMe: false, savedByMe: false, isAuthor: false });
      const saved = await json<BlogListResponse>(await send('GET', BLOG_ROUTES.saved, bob), 200);
      expect(saved.posts.map((p) => p.slug)).toEqual([created.slug]);

      expect(await json(await send('DELETE', BLOG_ROUTES.like(created.slug), bob), 200)).toEqual({ liked: false, likes: 1 });
      expect(await json(await send('DELETE', BLOG_ROUTES.save(created.slug), bob), 200)).toEqual({ saved: false });
      expect(await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), bob), 200)).toMatchObject({
        likes: 1,
        likedByMe: false,
        savedByMe: false,
      });
      expect((await send('PUT', BLOG_ROUTES.like(created.slug), null)).status).toBe(401);
    });

    it('counts one view per visitor per day', async () => {
      const created = await create(alice, post({ title: 'Viewed' }));
      const view = (who: Signed | null, userAgent: string) =>
        fetch(`${app.baseUrl}/api/${BLOG_ROUTES.view(created.slug)}`, {
          method: 'POST',
          headers: { 'user-agent': userAgent, ...(who ? { authorization: `Bearer ${who.session.accessToken}` } : {}) },
        }).then((r) => r.json());
      expect(await view(null, 'browser A')).toEqual({ views: 1, counted: true });
      expect(await view(null, 'browser A')).toEqual({ views: 1, counted: false });
      expect(await view(null, 'browser B')).toEqual({ views: 2, counted: true });
      expect(await view(bob, 'browser A')).toEqual({ views: 3, counted: true });
      expect(await view(bob, 'browser C')).toEqual({ views: 3, counted: false });
      const { rows } = await sql.query(`select visitor_key from blog_post_views where post_id = $1 order by visitor_key`, [created.id]);
      expect(rows.map((r) => r.visitor_key)).toEqual(
        expect.arrayContaining([`u:${bob.session.user.id}`, expect.stringMatching(/^a:[0-9a-f]{64}$/)]),
      );
    });
  });

  describe('comments', () => {
    it('adds comments newest first and replies under their parent, refuses deeper replies, and lets authors delete', async () => {
      const created = await create(alice, post({ title: 'Discussed' }));
      const first = await json<CommentView>(await send('POST', BLOG_ROUTES.comments(created.slug), bob, { content: 'Premier' }), 201);
      const second = await json<CommentView>(await send('POST', BLOG_ROUTES.comments(created.slug), alice, { content: 'Second' }), 201);
      const reply = await json<CommentView>(
        await send('POST', BLOG_ROUTES.replies(created.slug, first.id), alice, { content: 'Réponse' }),
        201,
      );
      expect(reply).toMatchObject({ parentId: first.id, isMine: true, author: { name: 'Alice Gagnon' } });
      expect(
        await json(await send('POST', BLOG_ROUTES.replies(created.slug, reply.id), bob, { content: 'Trop profond' }), 400),
      ).toMatchObject({
        code: 'BLOG_REPLY_TOO_DEEP',
      });
      expect(await json(await send('POST', BLOG_ROUTES.comments(created.slug), bob, { content: '   ' }), 400)).toMatchObject({
        fields: { content: ['REQUIRED'] },
      });
      expect((await send('POST', BLOG_ROUTES.comments(created.slug), null, { content: 'anon' })).status).toBe(401);

      const listed = await json<BlogCommentsResponse>(await send('GET', BLOG_ROUTES.comments(created.slug), bob), 200);
      expect(listed.total).toBe(3);
      expect(listed.comments.map((c) => [c.content, c.isMine, c.replies.map((r) => r.content)])).toEqual([
        ['Second', false, []],
        ['Premier', true, ['Réponse']],
      ]);
      expect((await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), null), 200)).commentsCount).toBe(3);

      expect(await json(await send('DELETE', BLOG_ROUTES.deleteComment(created.slug, second.id), bob), 403)).toMatchObject({
        code: 'BLOG_NOT_COMMENT_AUTHOR',
      });
      expect((await send('DELETE', BLOG_ROUTES.deleteComment(created.slug, first.id), bob)).status).toBe(204);
      expect((await send('DELETE', BLOG_ROUTES.deleteComment(created.slug, 'not-a-uuid'), bob)).status).toBe(404);
      const after = await json<BlogCommentsResponse>(await send('GET', BLOG_ROUTES.comments(created.slug), null), 200);
      expect(after).toMatchObject({ total: 1, comments: [{ content: 'Second', isMine: false }] });
      expect((await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(created.slug), null), 200)).commentsCount).toBe(1);
    });
  });

  describe('sitemap', () => {
    it('lists published posts, never drafts', async () => {
      const published = await create(alice, post({ title: 'Dans le plan du site' }));
      const draft = await create(alice, post({ title: 'Pas dans le plan', status: 'draft' }));
      const response = await fetch(`${app.baseUrl}/sitemap.xml`);
      expect(response.status).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`/blog/${published.slug}?lang=fr</loc>`);
      expect(xml).not.toContain(`/blog/${draft.slug}`);
    });
  });

  describe('newsletter', () => {
    it('captures an address once, lower-cased, with the blog source', async () => {
      expect(await json(await send('POST', BLOG_ROUTES.newsletter, null, { email: '  Reader@Example.COM ', locale: 'fr' }), 200)).toEqual({
        status: 'subscribed',
      });
      expect(await json(await send('POST', BLOG_ROUTES.newsletter, null, { email: 'reader@example.com', locale: 'en' }), 200)).toEqual({
        status: 'already_subscribed',
      });
      expect(await json(await send('POST', BLOG_ROUTES.newsletter, null, { email: 'nope', locale: 'en' }), 400)).toMatchObject({
        fields: { email: ['INVALID_EMAIL'] },
      });
      const { rows } = await sql.query(`select email, source from email_captures where email like 'reader%'`);
      expect(rows).toEqual([{ email: 'reader@example.com', source: 'blog_newsletter' }]);
    });
  });
});
