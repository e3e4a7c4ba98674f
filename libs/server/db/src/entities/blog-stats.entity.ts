import { defineEntity, p } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES } from '@hm/contracts';

// Published posts per category and language, and per tag (Migration0006Blog, Migration0038BlogLanguages),
// kept by the blog_posts stats trigger so that the list's total, the category list and the popular
// tags never count rows.
const BlogCategoryStatSchema = defineEntity({
  name: 'BlogCategoryStat',
  tableName: 'blog_category_stats',
  checks: [{ name: 'blog_category_stats_published_posts_check', expression: 'published_posts >= 0' }],
  properties: {
    category: p.text().primary(),
    language: p.enum(SUPPORTED_LANGUAGES).columnType('text').primary(),
    publishedPosts: p.integer().default(0),
  },
});

export class BlogCategoryStat extends BlogCategoryStatSchema.class {}
BlogCategoryStatSchema.setClass(BlogCategoryStat);

const BlogTagStatSchema = defineEntity({
  name: 'BlogTagStat',
  tableName: 'blog_tag_stats',
  indexes: [
    {
      name: 'blog_tag_stats_published_posts_index',
      expression: 'create index "blog_tag_stats_published_posts_index" on "blog_tag_stats" ("published_posts" desc, "tag")',
    },
  ],
  checks: [{ name: 'blog_tag_stats_published_posts_check', expression: 'published_posts >= 0' }],
  properties: {
    tag: p.text().primary(),
    publishedPosts: p.integer().default(0),
  },
});

export class BlogTagStat extends BlogTagStatSchema.class {}
BlogTagStatSchema.setClass(BlogTagStat);

export { BlogCategoryStatSchema, BlogTagStatSchema };
