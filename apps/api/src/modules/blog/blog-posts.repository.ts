import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BLOG_COUNT_CAP, type BlogCategory, type BlogPostStatus, type BlogSort, type Language } from '@hm/contracts';

// SQL of the blog. The ORM maps the tables (and its schema diff keeps them honest), but the
// reads here are shaped for the list's full-text search, its sorts and the counters the triggers
// keep, which read clearer and faster as SQL than as entity graphs. Every public read goes
// through PUBLIC_POST; the stats tables count only such posts.

/** A post row joined with its author, as every read of a post returns it. */
export interface PostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  featured_image: string | null;
  category: BlogCategory;
  tags: string[];
  status: BlogPostStatus;
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  views: number;
  likes_count: number;
  comments_count: number;
  read_time_minutes: number;
  published_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Set while an operator hides it: only its author still sees it. */
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  language: Language;
  translation_of_id: string | null;
  /** The readable post in the other language linked either way (findBySlug only). */
  translation_slug?: string | null;
  translation_title?: string | null;
  translation_language?: Language | null;
  liked_by_me?: boolean;
  saved_by_me?: boolean;
}

/** Just what access checks need. */
export interface PostRef {
  id: string;
  author_id: string;
  status: BlogPostStatus;
  category: BlogCategory;
  hidden_at: Date | string | null;
}

export interface PostListFilter {
  search: string | null;
  /** null: both languages. */
  language: Language | null;
  category: BlogCategory | null;
  tag: string | null;
  sort: BlogSort;
  offset: number;
  limit: number;
}

export interface PostWrite {
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  category: BlogCategory;
  tags: string[];
  status: BlogPostStatus;
  readTimeMinutes: number;
  /** null on insert: the author's saved language. */
  language: Language | null;
  translationOf: string | null;
}

/** What linking a post as the translation of another needs to know about that other post. */
export interface TranslationTarget {
  id: string;
  author_id: string;
  status: BlogPostStatus;
  hidden_at: Date | string | null;
  language: Language;
  translation_of_id: string | null;
  /** The id of the post that already translates it, if any. */
  translated_by: string | null;
}

/** Each language's text search configuration (Migration0006Blog; a post's vector is in its own language's only). */
const SEARCH_CONFIG: Readonly<Record<Language, string>> = { fr: 'blog_french', en: 'blog_english' };

/**
 * What the visitor typed, read in each post's own language: French posts through the French
 * configuration (stems, accents ignored), English posts through the English one. The language
 * test beside each match keeps a French reading from matching an English post's vector.
 */
function searchCondition(language: Language | null, indexable: boolean): { sql: string; params: unknown[] } {
  const languages: Language[] = language === null ? ['fr', 'en'] : [language];
  const match = (lang: Language) => `p.search_vector @@ websearch_to_tsquery('${SEARCH_CONFIG[lang]}', ?)`;
  const one = (lang: Language) => `(p.language = '${lang}' and ${indexable ? match(lang) : `coalesce(${match(lang)}, false)`})`;
  return { sql: `(${languages.map(one).join(' or ')})`, params: languages.map(() => undefined) };
}

const SUMMARY_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.featured_image, p.category, p.tags, p.status, p.author_id,
  u.first_name as author_first_name, u.last_name as author_last_name, u.email as author_email,
  p.views, p.likes_count, p.comments_count, p.read_time_minutes, p.published_at, p.created_at, p.updated_at, p.hidden_at, p.hidden_reason,
  p.language, p.translation_of_id`;

/** What readers see: published and not hidden by an operator (docs/operations.md "Content moderation"). */
export const PUBLIC_POST = `p.status = 'published' and p.hidden_at is null`;

const FROM_POSTS = `from blog_posts p join users u on u.id = p.author_id`;

/** Newest first breaks every tie, then the id, so pages never overlap. */
const ORDER_BY: Readonly<Record<BlogSort, string>> = {
  newest: 'p.published_at desc, p.id desc',
  oldest: 'p.published_at asc, p.id asc',
  popular: 'p.views desc, p.published_at desc, p.id desc',
  trending: 'p.likes_count desc, p.published_at desc, p.id desc',
};

// Tags travel as JSON: an array parameter would be expanded into a value list by the driver.
const TAGS_PARAM = `array(select jsonb_array_elements_text(?::jsonb))::text[]`;

@Injectable()
export class BlogPostsRepository {
  constructor(private readonly em: EntityManager) {}

  private sql<T extends object>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params);
  }

  /**
   * One page of published posts and how many match. Totals come from the stats tables when they
   * can; a search is counted up to BLOG_COUNT_CAP (beyond that the answer says "more than").
   * The page's plan follows the count (see listQuery).
   */
  async list(filter: PostListFilter): Promise<{ rows: PostRow[]; total: number; capped: boolean }> {
    if (filter.search === null && filter.tag === null) {
      const total = await this.publishedCount(filter.category, filter.language);
      return { rows: filter.offset >= total ? [] : await this.page(listQuery(filter, 'many')), total, capped: false };
    }
    // The tag stats count both languages: a tag in one language is counted like a search.
    if (filter.search === null && filter.category === null && filter.language === null) {
      const [row] = await this.sql<{ n: number }>(`select published_posts as n from blog_tag_stats where tag = ?`, [filter.tag]);
      const total = row?.n ?? 0;
      if (filter.offset >= total) return { rows: [], total, capped: false };
      return { rows: await this.page(listQuery(filter, total <= BLOG_COUNT_CAP ? 'few' : 'many')), total, capped: false };
    }
    // A search: one query finds up to BLOG_COUNT_CAP + 1 matches, counts them and sorts a page.
    const few = listQuery(filter, 'few');
    const rows = await this.sql<PostRow & { total: number }>(few.sql, few.params);
    let found = rows[0]?.total;
    if (found === undefined) {
      // An empty page (past the end, or no match): the count alone.
      const { where, params } = whereOf(filter, true);
      const [row] = await this.sql<{ n: number }>(
        `select count(*)::int as n from (select 1 from blog_posts p where ${where} limit ${BLOG_COUNT_CAP + 1}) as m`,
        params,
      );
      found = row?.n ?? 0;
    }
    if (found <= BLOG_COUNT_CAP) return { rows, total: found, capped: false };
    // More than the cap: those matches were an arbitrary subset; the page comes from walking the sort's index.
    return { rows: await this.page(listQuery(filter, 'many')), total: BLOG_COUNT_CAP, capped: true };
  }

  private page(query: { sql: string; params: unknown[] }): Promise<PostRow[]> {
    return this.sql<PostRow>(query.sql, query.params);
  }

  private async publishedCount(category: BlogCategory | null, language: Language | null): Promise<number> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (category !== null) {
      clauses.push('category = ?');
      params.push(category);
    }
    if (language !== null) {
      clauses.push('language = ?');
      params.push(language);
    }
    const [row] = await this.sql<{ n: number }>(
      `select coalesce(sum(published_posts), 0)::int as n from blog_category_stats${clauses.length ? ` where ${clauses.join(' and ')}` : ''}`,
      params,
    );
    return row?.n ?? 0;
  }

  /** The caller's own posts, drafts included, newest first. */
  async listByAuthor(authorId: string, offset: number, limit: number): Promise<{ rows: PostRow[]; total: number }> {
    const rows = await this.sql<PostRow>(
      `select ${SUMMARY_COLUMNS} ${FROM_POSTS} where p.author_id = ? order by p.created_at desc, p.id desc limit ? offset ?`,
      [authorId, limit, offset],
    );
    const [count] = await this.sql<{ total: number }>(`select count(*)::int as total from blog_posts where author_id = ?`, [authorId]);
    return { rows, total: count?.total ?? 0 };
  }

  /** Published posts the user saved, last saved first. */
  async listSavedBy(userId: string, offset: number, limit: number): Promise<{ rows: PostRow[]; total: number }> {
    const rows = await this.sql<PostRow>(
      `select ${SUMMARY_COLUMNS} from blog_post_saves s join blog_posts p on p.id = s.post_id join users u on u.id = p.author_id
       where s.user_id = ? and ${PUBLIC_POST} order by s.created_at desc, p.id desc limit ? offset ?`,
      [userId, limit, offset],
    );
    const [count] = await this.sql<{ total: number }>(
      `select count(*)::int as total from blog_post_saves s join blog_posts p on p.id = s.post_id where s.user_id = ? and ${PUBLIC_POST}`,
      [userId],
    );
    return { rows, total: count?.total ?? 0 };
  }

  /** Published posts in one order, e.g. the most viewed or the newest, optionally in a category and without one post. */
  top(
    sort: BlogSort,
    limit: number,
    options: { category?: BlogCategory; excludeId?: string; language?: Language } = {},
  ): Promise<PostRow[]> {
    const clauses = [PUBLIC_POST];
    const params: unknown[] = [];
    if (options.language !== undefined) {
      clauses.push('p.language = ?');
      params.push(options.language);
    }
    if (options.category !== undefined) {
      clauses.push('p.category = ?');
      params.push(options.category);
    }
    if (options.excludeId !== undefined) {
      clauses.push('p.id <> ?');
      params.push(options.excludeId);
    }
    return this.sql<PostRow>(`select ${SUMMARY_COLUMNS} ${FROM_POSTS} where ${clauses.join(' and ')} order by ${ORDER_BY[sort]} limit ?`, [
      ...params,
      limit,
    ]);
  }

  async categoryCounts(): Promise<Map<BlogCategory, number>> {
    const rows = await this.sql<{ category: BlogCategory; count: number }>(
      `select category, sum(published_posts)::int as count from blog_category_stats group by category`,
    );
    return new Map(rows.map((row) => [row.category, row.count]));
  }

  tagCounts(limit: number): Promise<{ tag: string; count: number }[]> {
    return this.sql(
      `select tag, published_posts as count from blog_tag_stats where published_posts > 0 order by published_posts desc, tag asc limit ?`,
      [limit],
    );
  }

  publishedSlugs(limit: number): Promise<{ slug: string; updated_at: Date | string }[]> {
    return this.sql(`select p.slug, p.updated_at from blog_posts p where ${PUBLIC_POST} order by p.published_at desc limit ?`, [limit]);
  }

  /**
   * The post with its content, its readable translation (either direction, through the primary key
   * and the unique translation_of_id index) and the caller's like and save, or undefined; one
   * query. Visibility is the caller's business.
   */
  async findBySlug(slug: string, viewerId: string | null): Promise<PostRow | undefined> {
    const [row] = await this.sql<PostRow>(
      `select ${SUMMARY_COLUMNS}, p.content,
         tr.slug as translation_slug, tr.title as translation_title, tr.language as translation_language,
         exists (select 1 from blog_post_likes l where l.post_id = p.id and l.user_id = ?) as liked_by_me,
         exists (select 1 from blog_post_saves s where s.post_id = p.id and s.user_id = ?) as saved_by_me
       ${FROM_POSTS}
       left join lateral (
         select t.slug, t.title, t.language from blog_posts t
          where (t.id = p.translation_of_id or t.translation_of_id = p.id) and t.status = 'published' and t.hidden_at is null
          limit 1
       ) tr on true
       where p.slug = ?`,
      [viewerId, viewerId, slug],
    );
    return row;
  }

  /** The post a new translation would point at, or undefined. */
  async findTranslationTarget(id: string): Promise<TranslationTarget | undefined> {
    const [row] = await this.sql<TranslationTarget>(
      `select p.id, p.author_id, p.status, p.hidden_at, p.language, p.translation_of_id,
         (select t.id from blog_posts t where t.translation_of_id = p.id) as translated_by
       from blog_posts p where p.id = ?`,
      [id],
    );
    return row;
  }

  /** The author's saved language (what a post without a chosen language is written in). */
  async authorLanguage(authorId: string): Promise<Language> {
    const [row] = await this.sql<{ locale: Language }>(`select locale from users where id = ?`, [authorId]);
    return row?.locale ?? 'fr';
  }

  /** The languages of the posts that name this one as their original. */
  async translatedByLanguages(id: string): Promise<Language[]> {
    const rows = await this.sql<{ language: Language }>(`select language from blog_posts where translation_of_id = ?`, [id]);
    return rows.map((row) => row.language);
  }

  /** Just what access checks need. */
  async findRef(slug: string): Promise<PostRef | undefined> {
    const [row] = await this.sql<PostRef>(`select id, author_id, status, category, hidden_at from blog_posts where slug = ?`, [slug]);
    return row;
  }

  /** Slugs already used by `base` or `base-<n>`. */
  async takenSlugs(base: string): Promise<Set<string>> {
    const rows = await this.sql<{ slug: string }>(`select slug from blog_posts where slug = ? or slug ~ ?`, [
      base,
      `^${escapeRegex(base)}-[0-9]+$`,
    ]);
    return new Set(rows.map((row) => row.slug));
  }

  /** Inserts the post; a clash on the slug surfaces as UniqueConstraintViolationException. Without a language, the author's saved one. */
  async insert(slug: string, authorId: string, post: PostWrite): Promise<void> {
    await this.sql(
      `insert into blog_posts (slug, author_id, title, excerpt, content, featured_image, category, tags, status, read_time_minutes, published_at, language, translation_of_id)
       values (?, ?, ?, ?, ?, ?, ?, ${TAGS_PARAM}, ?, ?, case when ? = 'published' then now() end,
               coalesce(?, (select u.locale from users u where u.id = ?)), ?)`,
      [
        slug,
        authorId,
        post.title,
        post.excerpt,
        post.content,
        post.featuredImage,
        post.category,
        JSON.stringify(post.tags),
        post.status,
        post.readTimeMinutes,
        post.status,
        post.language,
        authorId,
        post.translationOf,
      ],
    );
  }

  /** Writes every field; the first publication sets published_at, later ones keep it. */
  async update(id: string, post: PostWrite): Promise<void> {
    await this.sql(
      `update blog_posts set title = ?, excerpt = ?, content = ?, featured_image = ?, category = ?, tags = ${TAGS_PARAM}, status = ?,
         read_time_minutes = ?, published_at = case when ? = 'published' then coalesce(published_at, now()) else published_at end, updated_at = now(),
         language = coalesce(?, language), translation_of_id = ?
       where id = ?`,
      [
        post.title,
        post.excerpt,
        post.content,
        post.featuredImage,
        post.category,
        JSON.stringify(post.tags),
        post.status,
        post.readTimeMinutes,
        post.status,
        post.language,
        post.translationOf,
        id,
      ],
    );
  }

  async delete(id: string): Promise<void> {
    await this.sql(`delete from blog_posts where id = ?`, [id]);
  }

  /** Like or unlike (idempotent); the trigger keeps likes_count in the same statement. */
  async setLike(userId: string, postId: string, liked: boolean): Promise<number> {
    if (liked) await this.sql(`insert into blog_post_likes (user_id, post_id) values (?, ?) on conflict do nothing`, [userId, postId]);
    else await this.sql(`delete from blog_post_likes where user_id = ? and post_id = ?`, [userId, postId]);
    const [row] = await this.sql<{ likes_count: number }>(`select likes_count from blog_posts where id = ?`, [postId]);
    return row?.likes_count ?? 0;
  }

  async setSave(userId: string, postId: string, saved: boolean): Promise<void> {
    if (saved) await this.sql(`insert into blog_post_saves (user_id, post_id) values (?, ?) on conflict do nothing`, [userId, postId]);
    else await this.sql(`delete from blog_post_saves where user_id = ? and post_id = ?`, [userId, postId]);
  }

  /** Counts the visitor once per UTC day; the primary key decides, the trigger counts. */
  async recordView(postId: string, visitorKey: string): Promise<{ views: number; counted: boolean }> {
    const inserted = await this.sql<{ post_id: string }>(
      `insert into blog_post_views (post_id, visitor_key, day) values (?, ?, (now() at time zone 'utc')::date) on conflict do nothing returning post_id`,
      [postId, visitorKey],
    );
    const [row] = await this.sql<{ views: number }>(`select views from blog_posts where id = ?`, [postId]);
    return { views: row?.views ?? 0, counted: inserted.length > 0 };
  }
}

/**
 * The list's conditions. `indexable: false` writes the search and tag tests so that no index can
 * serve them (coalesce hides the operator), which makes the planner walk the sort's index and
 * test each post: the fast plan when many posts match.
 */
function whereOf(
  filter: Pick<PostListFilter, 'search' | 'category' | 'tag' | 'language'>,
  indexable: boolean,
): { where: string; params: unknown[] } {
  const clauses = [PUBLIC_POST];
  const params: unknown[] = [];
  if (filter.language !== null) {
    clauses.push('p.language = ?');
    params.push(filter.language);
  }
  if (filter.search !== null) {
    const condition = searchCondition(filter.language, indexable);
    clauses.push(condition.sql);
    params.push(...condition.params.map(() => filter.search));
  }
  if (filter.category !== null) {
    clauses.push('p.category = ?');
    params.push(filter.category);
  }
  if (filter.tag !== null) {
    clauses.push(indexable ? 'p.tags @> array[?]::text[]' : 'coalesce(p.tags @> array[?]::text[], false)');
    params.push(filter.tag);
  }
  return { where: clauses.join(' and '), params };
}

/**
 * The SQL of one page of the list (`?` placeholders). 'few': up to BLOG_COUNT_CAP + 1 matches are
 * found through the GIN indexes, counted (column `total`) and sorted; the materialised CTE keeps
 * the planner from walking the date index in the hope of meeting 12 matches early, which reads
 * every post when a term is rare. 'many': walking the sort's index and testing each post finds a
 * page after a few hundred rows, where fetching every match first would read most of the table.
 */
export function listQuery(filter: PostListFilter, matches: 'few' | 'many'): { sql: string; params: unknown[] } {
  const filtered = filter.search !== null || filter.tag !== null;
  if (!filtered || matches === 'many') {
    const { where, params } = whereOf(filter, !filtered);
    return {
      sql: `select ${SUMMARY_COLUMNS} ${FROM_POSTS} where ${where} order by ${ORDER_BY[filter.sort]} limit ? offset ?`,
      params: [...params, filter.limit, filter.offset],
    };
  }
  const { where, params } = whereOf(filter, true);
  return {
    sql: `with matches as materialized (
         select p.id, p.published_at, p.views, p.likes_count from blog_posts p where ${where} limit ${BLOG_COUNT_CAP + 1}
       ), page as (
         select p.id from matches p order by ${ORDER_BY[filter.sort]} limit ? offset ?
       )
       select ${SUMMARY_COLUMNS}, (select count(*) from matches)::int as total
       from page join blog_posts p on p.id = page.id join users u on u.id = p.author_id
       order by ${ORDER_BY[filter.sort]}`,
    params: [...params, filter.limit, filter.offset],
  };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
