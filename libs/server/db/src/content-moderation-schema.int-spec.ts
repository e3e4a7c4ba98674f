import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from './orm-options.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

// Content moderation's rules in SQL (Migration0033ContentModeration): a hidden comment, and the
// replies under it, leave the post's comments_count; a hidden post leaves the category and tag
// stats; stepping the migration down makes hidden content count again.
describe('content moderation schema', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  const sql = <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_content_moderation_schema');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
  });

  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  const hide = (table: string, id: string) =>
    sql(`update ${table} set hidden_at = now(), hidden_reason = 'Spam', hidden_by = gen_random_uuid() where id = ?`, [id]);
  const restore = (table: string, id: string) =>
    sql(`update ${table} set hidden_at = null, hidden_reason = null, hidden_by = null where id = ?`, [id]);

  it('counts the comments and posts readers see, and all of them again once stepped down', async () => {
    const [user] = await sql<{ id: string }>(
      `insert into users (first_name, last_name, email) values ('M', 'W', 'moderation.schema@example.com') returning id`,
    );
    const [post] = await sql<{ id: string }>(
      `insert into blog_posts (slug, title, content, category, status, published_at, tags, author_id)
       values ('moderated', 'T', '<p>x</p>', 'lifestyle', 'published', now(), '{mod-tag}', ?) returning id`,
      [user!.id],
    );
    const comment = async (content: string, parentId: string | null = null) =>
      (
        await sql<{ id: string }>(`insert into blog_comments (post_id, author_id, parent_id, content) values (?, ?, ?, ?) returning id`, [
          post!.id,
          user!.id,
          parentId,
          content,
        ])
      )[0]!.id;
    const top = await comment('top');
    await comment('reply', top);
    const other = await comment('other');
    const count = async () => (await sql<{ n: number }>(`select comments_count as n from blog_posts where id = ?`, [post!.id]))[0]!.n;
    const stats = async () => ({
      category: (await sql<{ n: number }>(`select published_posts as n from blog_category_stats where category = 'lifestyle'`))[0]?.n,
      tag: (await sql<{ n: number }>(`select published_posts as n from blog_tag_stats where tag = 'mod-tag'`))[0]?.n,
    });

    expect(await count()).toBe(3);
    await hide('blog_comments', top);
    expect(await count()).toBe(1);
    // A comment written under a hidden one is not seen either.
    await comment('late reply', top);
    expect(await count()).toBe(1);
    await hide('blog_comments', other);
    expect(await count()).toBe(0);
    await restore('blog_comments', top);
    expect(await count()).toBe(3);

    expect(await stats()).toEqual({ category: 1, tag: 1 });
    await hide('blog_posts', post!.id);
    expect(await stats()).toEqual({ category: 0, tag: 0 });
    await expect(sql(`update blog_posts set hidden_reason = null where id = ?`, [post!.id])).rejects.toThrow(/blog_posts_hidden_check/);

    await orm.migrator.down({ to: 'Migration0032AccountDisabling' });
    expect(await count()).toBe(4);
    expect(await stats()).toEqual({ category: 1, tag: 1 });
    await orm.migrator.up();
    expect(await count()).toBe(4);
  });
});
