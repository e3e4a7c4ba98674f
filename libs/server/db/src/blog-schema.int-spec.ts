import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { DEMO_POSTS } from './seed/blog-posts.data.js';
import { seed } from './seed/seed.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// The blog tables' rules that live in SQL only (Migration0006Blog): search configuration,
// counter triggers, reply depth.
describe('blog schema', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const sql = <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_blog_schema');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('has blog entities that match the migration', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    const blogLines = diff.split('\n').filter((line) => /blog_/.test(line));
    expect(blogLines).toEqual([]);
  });

  it('folds accents and plurals in French and English', async () => {
    const rows = await sql<{ q: string; matches: boolean }>(
      `select q, to_tsvector('blog_french', 'Rénovation de la cuisine') || to_tsvector('blog_english', 'Rénovation de la cuisine')
         @@ (websearch_to_tsquery('blog_french', q) || websearch_to_tsquery('blog_english', q)) as matches
       from unnest(array['renovations', 'Renovation', 'RÉNOVATIONS', 'cuisines', 'toiture']) as q`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.q, r.matches]))).toEqual({
      renovations: true,
      Renovation: true,
      RÉNOVATIONS: true,
      cuisines: true,
      toiture: false,
    });
  });

  it('keeps counters with their rows and refuses a reply to a reply', async () => {
    const [user] = await sql<{ id: string }>(
      `insert into users (first_name, last_name, email) values ('A', 'B', 'blog.schema@example.com') returning id`,
    );
    const [post] = await sql<{ id: string }>(
      `insert into blog_posts (slug, title, content, category, status, published_at, author_id) values ('s', 'T', '<p>x</p>', 'maintenance', 'published', now(), ?) returning id`,
      [user!.id],
    );
    await sql(`insert into blog_post_likes (user_id, post_id) values (?, ?)`, [user!.id, post!.id]);
    await sql(`insert into blog_post_views (post_id, visitor_key, day) values (?, 'u:1', current_date)`, [post!.id]);
    const [top] = await sql<{ id: string }>(`insert into blog_comments (post_id, author_id, content) values (?, ?, 'top') returning id`, [
      post!.id,
      user!.id,
    ]);
    const [reply] = await sql<{ id: string }>(
      `insert into blog_comments (post_id, author_id, parent_id, content) values (?, ?, ?, 'reply') returning id`,
      [post!.id, user!.id, top!.id],
    );
    await expect(
      sql(`insert into blog_comments (post_id, author_id, parent_id, content) values (?, ?, ?, 'deeper')`, [post!.id, user!.id, reply!.id]),
    ).rejects.toThrow(/a reply cannot have replies/);
    const counts = () =>
      sql<{ views: number; likes_count: number; comments_count: number }>(
        `select views, likes_count, comments_count from blog_posts where id = ?`,
        [post!.id],
      );
    expect(await counts()).toEqual([{ views: 1, likes_count: 1, comments_count: 2 }]);
    await sql(`delete from blog_comments where id = ?`, [top!.id]);
    await sql(`delete from blog_post_likes where post_id = ?`, [post!.id]);
    expect(await counts()).toEqual([{ views: 1, likes_count: 0, comments_count: 0 }]);
  });

  it('keeps published post counts per category and tag through publish, edit and delete', async () => {
    const stats = async () => ({
      categories: Object.fromEntries(
        (
          await sql<{ category: string; n: number }>(
            `select category, sum(published_posts)::int as n from blog_category_stats where category in ('reviews', 'lifestyle') group by category`,
          )
        ).map((r) => [r.category, r.n]),
      ),
      tags: Object.fromEntries(
        (await sql<{ tag: string; n: number }>(`select tag, published_posts as n from blog_tag_stats where tag like 'stat-%'`)).map((r) => [
          r.tag,
          r.n,
        ]),
      ),
    });
    const [user] = await sql<{ id: string }>(
      `insert into users (first_name, last_name, email) values ('S', 'T', 'blog.stats@example.com') returning id`,
    );
    const insert = (slug: string, status: string, tags: string) =>
      sql<{ id: string }>(
        `insert into blog_posts (slug, title, content, category, status, published_at, tags, author_id) values (?, 'T', 'x', 'reviews', ?, case when ? = 'published' then now() end, string_to_array(?, ','), ?) returning id`,
        [slug, status, status, tags, user!.id],
      );
    const [a] = await insert('stat-a', 'published', 'stat-x,stat-y');
    const [b] = await insert('stat-b', 'draft', 'stat-x');
    expect(await stats()).toEqual({ categories: { reviews: 1 }, tags: { 'stat-x': 1, 'stat-y': 1 } });
    await sql(`update blog_posts set status = 'published', published_at = now() where id = ?`, [b!.id]);
    await sql(`update blog_posts set category = 'lifestyle', tags = '{stat-y,stat-z}' where id = ?`, [a!.id]);
    expect(await stats()).toEqual({ categories: { reviews: 1, lifestyle: 1 }, tags: { 'stat-x': 1, 'stat-y': 1, 'stat-z': 1 } });
    // Counted per language too (Migration0038BlogLanguages): a post moving to English moves its count.
    await sql(`update blog_posts set language = 'en' where id = ?`, [a!.id]);
    expect(
      await sql(
        `select category, language, published_posts as n from blog_category_stats
          where category in ('reviews', 'lifestyle') and published_posts > 0 order by category, language`,
      ),
    ).toEqual([
      { category: 'lifestyle', language: 'en', n: 1 },
      { category: 'reviews', language: 'fr', n: 1 },
    ]);
    await sql(`delete from users where id = ?`, [user!.id]);
    expect(await stats()).toEqual({ categories: { reviews: 0, lifestyle: 0 }, tags: { 'stat-x': 0, 'stat-y': 0, 'stat-z': 0 } });
  });

  it('seeds the demo posts with likes and comments once, however often the seed runs', async () => {
    const snapshot = () =>
      sql<{ slug: string; status: string; likes_count: number; comments_count: number; likes: number; comments: number }>(
        `select slug, status, likes_count, comments_count,
           (select count(*)::int from blog_post_likes l where l.post_id = p.id) as likes,
           (select count(*)::int from blog_comments c where c.post_id = p.id) as comments
         from blog_posts p where slug in (?) order by slug`,
        [DEMO_POSTS.map((post) => post.slug)],
      );
    await seed(db.url);
    const first = await snapshot();
    await seed(db.url);
    expect(await snapshot()).toEqual(first);
    expect(first).toHaveLength(DEMO_POSTS.length);
    expect(first.map((row) => row.slug)).toContain('ultimate-home-maintenance-guide');
    for (const row of first) {
      expect(row.status).toBe('published');
      expect(row.likes_count).toBe(row.likes);
      expect(row.comments_count).toBe(row.comments);
    }
    const [search] = await sql<{ n: number }>(
      `select count(*)::int as n from blog_posts where search_vector @@ (websearch_to_tsquery('blog_french', 'renovations') || websearch_to_tsquery('blog_english', 'renovations'))`,
    );
    expect(search!.n).toBeGreaterThanOrEqual(1);
    // Both languages, one post linked to its translation, and French search reads French posts in French.
    const languages = await sql<{ language: string; n: number }>(
      `select language, count(*)::int as n from blog_posts where slug in (?) group by language order by language`,
      [DEMO_POSTS.map((post) => post.slug)],
    );
    expect(languages).toEqual([
      { language: 'en', n: DEMO_POSTS.filter((post) => post.language === 'en').length },
      { language: 'fr', n: DEMO_POSTS.filter((post) => post.language === 'fr').length },
    ]);
    const [linked] = await sql<{ slug: string; original: string }>(
      `select p.slug, o.slug as original from blog_posts p join blog_posts o on o.id = p.translation_of_id where p.slug in (?)`,
      [DEMO_POSTS.map((post) => post.slug)],
    );
    expect(linked).toEqual({ slug: 'choisir-une-thermopompe-pour-un-climat-froid', original: 'choosing-a-heat-pump-for-a-cold-climate' });
    const heatPumps = await sql<{ slug: string }>(
      `select slug from blog_posts where language = 'fr' and search_vector @@ websearch_to_tsquery('blog_french', 'pompe à chaleur') order by slug`,
    );
    expect(heatPumps.map((row) => row.slug)).toEqual(['choisir-une-thermopompe-pour-un-climat-froid']);
  });
});
