import { defineEntity, p } from '@mikro-orm/core';
import {
  BLOG_CATEGORIES,
  BLOG_MAX_LENGTH,
  BLOG_MAX_TAGS,
  BLOG_POST_STATUSES,
  MODERATION_REASON_MAX_LENGTH,
  SUPPORTED_LANGUAGES,
} from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A blog post. Columns mirror Migration0006Blog, the source of truth: the search
// trigger and text search configurations, the partial sort indexes and the counter triggers
// live only there. views, likes_count and comments_count are kept by triggers on the view,
// like and comment tables, so the API never writes them. A post an operator hid (hidden_at,
// Migration0033ContentModeration) counts as unpublished in the category and tag stats.
const BlogPostSchema = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_posts',
  indexes: [
    {
      name: 'blog_posts_search_vector_index',
      expression: 'create index "blog_posts_search_vector_index" on "blog_posts" using gin ("search_vector")',
    },
    { name: 'blog_posts_tags_index', expression: 'create index "blog_posts_tags_index" on "blog_posts" using gin ("tags")' },
    {
      name: 'blog_posts_published_index',
      expression: `create index "blog_posts_published_index" on "blog_posts" ("published_at" desc) where "status" = 'published'`,
    },
    {
      name: 'blog_posts_category_published_index',
      expression: `create index "blog_posts_category_published_index" on "blog_posts" ("category", "published_at" desc) where "status" = 'published'`,
    },
    {
      name: 'blog_posts_views_index',
      expression: `create index "blog_posts_views_index" on "blog_posts" ("views" desc, "published_at" desc) where "status" = 'published'`,
    },
    {
      name: 'blog_posts_likes_index',
      expression: `create index "blog_posts_likes_index" on "blog_posts" ("likes_count" desc, "published_at" desc) where "status" = 'published'`,
    },
    {
      name: 'blog_posts_language_published_index',
      expression: `create index "blog_posts_language_published_index" on "blog_posts" ("language", "published_at" desc) where "status" = 'published'`,
    },
    {
      name: 'blog_posts_author_id_created_at_index',
      expression: 'create index "blog_posts_author_id_created_at_index" on "blog_posts" ("author_id", "created_at" desc)',
    },
  ],
  // Declared so the schema diff knows them; their functions live in the migration.
  triggers: [
    {
      name: 'blog_posts_search_vector_trigger',
      timing: 'before',
      events: ['insert', 'update'],
      expression: `create trigger "blog_posts_search_vector_trigger" before insert or update of "title", "excerpt", "content", "tags", "language" on "blog_posts" for each row execute function blog_posts_search_vector_update()`,
    },
    {
      name: 'blog_posts_stats_trigger',
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      expression: `create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags", "hidden_at", "language" on "blog_posts" for each row execute function blog_posts_stats_update()`,
    },
  ],
  checks: [
    { name: 'blog_posts_language_check', expression: `language in ('fr', 'en')` },
    { name: 'blog_posts_translation_of_id_check', expression: 'translation_of_id <> id' },
    { name: 'blog_posts_slug_check', expression: `(slug ~ '^[^A-Z\\s/?#]+$') and (char_length(slug) >= 1) and (char_length(slug) <= 130)` },
    { name: 'blog_posts_title_check', expression: `(char_length(title) >= 1) and (char_length(title) <= ${BLOG_MAX_LENGTH.title})` },
    { name: 'blog_posts_excerpt_check', expression: `char_length(excerpt) <= ${BLOG_MAX_LENGTH.excerpt}` },
    { name: 'blog_posts_tags_check', expression: `cardinality(tags) <= ${BLOG_MAX_TAGS}` },
    { name: 'blog_posts_published_at_check', expression: `(status = 'draft') or (published_at is not null)` },
    {
      name: 'blog_posts_counters_check',
      expression: '(views >= 0) and (likes_count >= 0) and (comments_count >= 0) and (read_time_minutes >= 1)',
    },
    {
      name: 'blog_posts_hidden_check',
      expression: `((hidden_at is null) and (hidden_reason is null) and (hidden_by is null)) or ((hidden_at is not null) and (hidden_reason is not null) and (char_length(hidden_reason) >= 1) and (char_length(hidden_reason) <= ${MODERATION_REASON_MAX_LENGTH}))`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    slug: p.text().unique('blog_posts_slug_unique'),
    title: p.text(),
    excerpt: p.text().default(''),
    /** Sanitised HTML only (the API sanitises before every write). */
    content: p.text(),
    featuredImage: p.text().nullable(),
    category: p.enum(BLOG_CATEGORIES).columnType('text'),
    tags: p.array().columnType('text[]').defaultRaw(`'{}'`),
    status: p.enum(BLOG_POST_STATUSES).columnType('text').default('draft'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    views: p.integer().default(0),
    likesCount: p.integer().default(0),
    commentsCount: p.integer().default(0),
    readTimeMinutes: p.integer().default(1),
    publishedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    /** Set while an operator hides the post (Migration0033ContentModeration): out of every public read and count. */
    hiddenAt: p.datetime().columnType('timestamptz').nullable(),
    hiddenReason: p.text().nullable(),
    /** The operator's id (a copy, like the audit log's: the record outlives the account). */
    hiddenBy: p.uuid().nullable(),
    /** The language it is written in (Migration0038BlogLanguages): its list, its search configuration, its page's lang. */
    language: p.enum(SUPPORTED_LANGUAGES).columnType('text').default('fr'),
    /** The post this one translates (in the other language); a post has at most one translation. */
    translationOf: () => p.manyToOne(BlogPost).nullable().unique('blog_posts_translation_of_id_unique').deleteRule('set null'),
    /** Written by the search trigger; never loaded or serialised. */
    searchVector: p.type('tsvector').columnType('tsvector').nullable().lazy().hidden(),
  },
});

export class BlogPost extends BlogPostSchema.class {}
BlogPostSchema.setClass(BlogPost);

export { BlogPostSchema };
