import { defineEntity, p } from '@mikro-orm/core';
import { BlogPost } from './blog-post.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// A user's like and a user's save of a post (Migration0006Blog): one row each at most, so a
// double click or two tabs never count twice. The like trigger keeps blog_posts.likes_count.
const BlogPostLikeSchema = defineEntity({
  name: 'BlogPostLike',
  tableName: 'blog_post_likes',
  indexes: [{ name: 'blog_post_likes_post_id_index', properties: ['post'] }],
  triggers: [
    {
      name: 'blog_post_likes_count_trigger',
      timing: 'after',
      events: ['insert', 'delete'],
      expression: `create trigger "blog_post_likes_count_trigger" after insert or delete on "blog_post_likes" for each row execute function blog_posts_counter_update('likes_count')`,
    },
  ],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    post: () => p.manyToOne(BlogPost).primary().deleteRule('cascade'),
    createdAt: createdAtColumn(),
  },
});

export class BlogPostLike extends BlogPostLikeSchema.class {}
BlogPostLikeSchema.setClass(BlogPostLike);

const BlogPostSaveSchema = defineEntity({
  name: 'BlogPostSave',
  tableName: 'blog_post_saves',
  indexes: [
    { name: 'blog_post_saves_post_id_index', properties: ['post'] },
    {
      name: 'blog_post_saves_user_id_created_at_index',
      expression: 'create index "blog_post_saves_user_id_created_at_index" on "blog_post_saves" ("user_id", "created_at" desc)',
    },
  ],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    post: () => p.manyToOne(BlogPost).primary().deleteRule('cascade'),
    createdAt: createdAtColumn(),
  },
});

export class BlogPostSave extends BlogPostSaveSchema.class {}
BlogPostSaveSchema.setClass(BlogPostSave);

// One view per visitor, post and UTC day (the key is the rule). visitor_key is 'u:<user id>'
// or 'a:<hash of ip + user agent>'. The trigger keeps blog_posts.views.
const BlogPostViewSchema = defineEntity({
  name: 'BlogPostView',
  tableName: 'blog_post_views',
  triggers: [
    {
      name: 'blog_post_views_count_trigger',
      timing: 'after',
      events: ['insert'],
      expression: `create trigger "blog_post_views_count_trigger" after insert on "blog_post_views" for each row execute function blog_posts_counter_update('views')`,
    },
  ],
  checks: [{ name: 'blog_post_views_visitor_key_check', expression: 'char_length(visitor_key) <= 100' }],
  properties: {
    post: () => p.manyToOne(BlogPost).primary().deleteRule('cascade'),
    visitorKey: p.text().primary(),
    day: p.type('date').primary(),
  },
});

export class BlogPostView extends BlogPostViewSchema.class {}
BlogPostViewSchema.setClass(BlogPostView);

export { BlogPostLikeSchema, BlogPostSaveSchema, BlogPostViewSchema };
