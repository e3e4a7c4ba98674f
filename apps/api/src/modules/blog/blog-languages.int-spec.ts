import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { BLOG_ROUTES, PRERENDER_MANIFEST, type BlogListResponse, type BlogPostView, type CreateBlogPostRequest } from '@hm/contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsClient, signUpRequest, type Signed } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

// The blog in two languages and the post pages the server renders (docs/blog.md), against the real
// database: a post's language, its translation, the lists and searches per language, and the HTML a
// crawler reads at /blog/:slug.

const SUITE = 'blog-languages';
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SERVICES_HTML = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Services</title></head><body><div id="root"><h1>Services</h1></div></body></html>`;
const HOSTILE_TITLE = `Pompe à chaleur : "l'hiver" </script><script>alert(1)</script>`;

describe('blog languages and post pages (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let webDir: string;
  let app: RunningApp;
  let client: AccountsClient;
  let marc: Signed;
  let ann: Signed;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_blog_languages');
    webDir = await mkdtemp(join(tmpdir(), 'hm-blog-pages-web-'));
    await mkdir(join(webDir, 'prerendered'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(join(webDir, PRERENDER_MANIFEST), JSON.stringify({ '/services': { fr: 'services.fr.html', en: 'services.en.html' } }));
    await writeFile(join(webDir, 'prerendered', 'services.fr.html'), SERVICES_HTML('fr'));
    await writeFile(join(webDir, 'prerendered', 'services.en.html'), SERVICES_HTML('en'));
    app = await startApp(
      testConfig(
        { DATABASE_URL: db.url, WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://homemate.example' },
        { suite: SUITE, rateLimit: { limit: 10_000, windowMs: 60_000 } },
      ),
    );
    client = new AccountsClient(app.baseUrl);
    marc = await client.signUp(signUpRequest({ firstName: 'Marc', lastName: 'Roy', email: 'marc.languages@example.com', locale: 'fr' }));
    ann = await client.signUp(signUpRequest({ firstName: 'Ann', lastName: 'Lee', email: 'ann.languages@example.com', locale: 'en' }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(webDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const send = (method: string, path: string, who: Signed | null, body?: unknown) =>
    client.send(method, path, who?.session.accessToken ?? null, body);
  const json = async <T>(response: Response, status: number): Promise<T> => {
    const body = await response.text();
    expect({ status: response.status, body }).toEqual({ status, body: expect.any(String) });
    return JSON.parse(body) as T;
  };
  const post = (overrides: Partial<CreateBlogPostRequest>): CreateBlogPostRequest => ({
    title: 'Un article',
    content: '<p>Texte.</p>',
    category: 'technology',
    tags: [],
    status: 'published',
    ...overrides,
  });
  const create = async (who: Signed, body: CreateBlogPostRequest) =>
    json<BlogPostView>(await send('POST', BLOG_ROUTES.create, who, body), 201);
  const slugs = async (query: string) =>
    (await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?${query}`, null), 200)).posts.map((p) => p.slug);

  let english: BlogPostView;
  let french: BlogPostView;

  beforeAll(async () => {
    english = await create(
      ann,
      post({
        title: 'Choosing a heat pump',
        excerpt: 'Cold-climate models and sizing.',
        content: '<h2>Sizing</h2><p>A heat pump sized by a heat loss calculation heats better.</p>',
        tags: ['heating'],
      }),
    );
    french = await create(
      marc,
      post({
        title: HOSTILE_TITLE,
        excerpt: 'Les modèles pour climat froid.',
        content: '<h2>Dimensionnement</h2><p>Une pompe à chaleur bien dimensionnée chauffe mieux en hiver.</p>',
        tags: ['chauffage'],
        translationOf: english.id,
      }),
    );
  });

  describe('languages', () => {
    it("writes a post in the author's saved language unless another is chosen", async () => {
      expect(english.language).toBe('en');
      expect(french.language).toBe('fr');
      const chosen = await create(marc, post({ title: 'Written in English by a French speaker', language: 'en', status: 'draft' }));
      expect(chosen.language).toBe('en');
      expect(await json(await send('POST', BLOG_ROUTES.create, marc, post({ language: 'de' as 'fr' })), 400)).toMatchObject({
        fields: { language: ['INVALID_LANGUAGE'] },
      });
    });

    it('links a translation both ways, and refuses a link to the same language, a translation, or a post already translated', async () => {
      const original = await json<BlogPostView>(await send('GET', BLOG_ROUTES.bySlug(english.slug), null), 200);
      expect(original.translation).toEqual({ slug: french.slug, language: 'fr', title: HOSTILE_TITLE });
      expect(french.translation).toEqual({ slug: english.slug, language: 'en', title: 'Choosing a heat pump' });
      expect(french.translationOf).toBe(english.id);

      const refusals: [Signed, Partial<CreateBlogPostRequest>][] = [
        [ann, { language: 'en', translationOf: english.id }], // same language
        [ann, { language: 'en', translationOf: french.id }], // a translation itself
        [marc, { language: 'fr', translationOf: english.id }], // already translated
        [marc, { translationOf: '00000000-0000-4000-8000-000000000000' }], // no such post
        [marc, { translationOf: 'not-an-id' }],
      ];
      for (const [who, body] of refusals) {
        expect(await json(await send('POST', BLOG_ROUTES.create, who, post(body)), 400)).toMatchObject({
          fields: { translationOf: ['INVALID_TRANSLATION'] },
        });
      }
      // Someone else's draft cannot be linked (it does not exist for them).
      const draft = await create(ann, post({ title: 'An English draft', status: 'draft' }));
      expect(await json(await send('POST', BLOG_ROUTES.create, marc, post({ translationOf: draft.id })), 400)).toMatchObject({
        fields: { translationOf: ['INVALID_TRANSLATION'] },
      });
      // The original cannot move into its translation's language.
      expect(await json(await send('PATCH', BLOG_ROUTES.update(english.slug), ann, { language: 'fr' }), 400)).toMatchObject({
        fields: { language: ['INVALID_TRANSLATION'] },
      });
    });

    it("lists one language's posts with its own total, or all of them", async () => {
      expect(await slugs('language=fr')).toEqual([french.slug]);
      expect(await slugs('language=en')).toEqual([english.slug]);
      expect(new Set(await slugs('language=all'))).toEqual(new Set([english.slug, french.slug]));
      expect(new Set(await slugs(''))).toEqual(new Set([english.slug, french.slug]));
      const fr = await json<BlogListResponse>(await send('GET', `${BLOG_ROUTES.list}?language=fr&category=technology`, null), 200);
      expect(fr).toMatchObject({ total: 1, totalPages: 1 });
      expect(await slugs('language=en&tag=heating')).toEqual([english.slug]);
      expect(await slugs('language=fr&tag=heating')).toEqual([]);
      expect(await json(await send('GET', `${BLOG_ROUTES.list}?language=de`, null), 400)).toMatchObject({
        fields: { language: ['INVALID_LANGUAGE'] },
      });
      // The hero's and the sidebar's posts follow the list's language.
      const languages = async (path: string) =>
        new Set((await json<BlogPostView[]>(await send('GET', path, null), 200)).map((p) => p.language));
      expect(await languages(`${BLOG_ROUTES.featured}?language=fr`)).toEqual(new Set(['fr']));
      expect(await languages(`${BLOG_ROUTES.recent}?language=en&limit=5`)).toEqual(new Set(['en']));
      expect(await languages(`${BLOG_ROUTES.popular}?language=all`)).toEqual(new Set(['fr', 'en']));
      expect(await languages(BLOG_ROUTES.featured)).toEqual(new Set(['fr', 'en']));
    });

    it("searches each post in its own language's configuration", async () => {
      // French stems and accents: "pompes à chaleur" finds the French post, and not the English one.
      expect(await slugs(`language=fr&search=${encodeURIComponent('pompe à chaleur')}`)).toEqual([french.slug]);
      expect(await slugs(`search=${encodeURIComponent('pompes a chaleur')}`)).toEqual([french.slug]);
      expect(await slugs(`search=${encodeURIComponent('dimensionnées')}`)).toEqual([french.slug]);
      // English stems: "heating pumps" finds the English post only.
      expect(await slugs(`search=${encodeURIComponent('heating pumps')}`)).toEqual([english.slug]);
      expect(await slugs(`language=fr&search=${encodeURIComponent('heating pumps')}`)).toEqual([]);
    });
  });

  describe('post pages rendered by the server', () => {
    const page = async (path: string) => {
      const response = await fetch(`${app.baseUrl}${path}`);
      return { response, html: await response.text() };
    };
    const jsonLd = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

    it("sends a public post with its own head, its content in #root and its Article, escaped, in the post's language", async () => {
      const { response, html } = await page(`/blog/${french.slug}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe('fr');
      expect(html).toMatch(/^<!doctype html><html lang="fr">/);
      expect(html).toContain(
        '<title>Pompe à chaleur : &quot;l&#39;hiver&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · HomeMate</title>',
      );
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('<meta name="description" content="Les modèles pour climat froid.">');
      const url = `https://homemate.example/blog/${french.slug}`;
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${url}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="https://homemate.example/blog/${english.slug}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain('<meta property="og:locale" content="fr_CA">');
      expect(html).toContain('<meta name="twitter:title" content="Pompe à chaleur : &quot;l&#39;hiver&quot;');
      // The post itself, readable without JavaScript, inside the app's root; the app's script is still there.
      expect(html).toMatch(/<div id="root"><main id="main-content"[^>]*><article>.*<h2>Dimensionnement<\/h2><p>Une pompe à chaleur/s);
      expect(html).toContain(`<a href="/blog/${english.slug}" hreflang="en" lang="en">Read in English</a>`);
      expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
      expect(jsonLd(html)).toEqual([
        expect.objectContaining({
          '@type': 'Article',
          headline: HOSTILE_TITLE,
          inLanguage: 'fr',
          url,
          author: { '@type': 'Person', name: 'Marc Roy' },
          translationOfWork: expect.objectContaining({ url: `https://homemate.example/blog/${english.slug}` }),
        }),
      ]);
    });

    it('answers a draft, a deleted and an unknown post with the plain app shell and 404', async () => {
      const draft = await create(ann, post({ title: 'Not yet', status: 'draft' }));
      const gone = await create(ann, post({ title: 'Soon gone' }));
      expect((await send('DELETE', BLOG_ROUTES.delete(gone.slug), ann)).status).toBe(204);
      for (const path of [`/blog/${draft.slug}`, `/blog/${gone.slug}`, '/blog/no-such-post']) {
        const { response, html } = await page(path);
        expect([path, response.status, html]).toEqual([path, 404, INDEX_HTML]);
      }
    });

    it('sends the services page with the LocalBusiness of the bookable services in Montreal', async () => {
      const response = await fetch(`${app.baseUrl}/services?lang=fr`);
      expect(response.status).toBe(200);
      const [business] = jsonLd(await response.text());
      expect(business).toMatchObject({
        '@type': 'LocalBusiness',
        url: 'https://homemate.example/',
        areaServed: { '@type': 'City', name: 'Montréal' },
      });
      const offers = (business!.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] }).itemListElement;
      expect(offers.map((offer) => offer.itemOffered.name)).toEqual(expect.arrayContaining(['Plomberie', 'Ménage']));
      // Coming-soon services are not offered.
      expect(offers.map((offer) => offer.itemOffered.name)).not.toContain('Électricité');
    });
  });
});
