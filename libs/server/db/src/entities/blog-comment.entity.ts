import { defineEntity, p } from '@mikro-orm/core';
import { BLOG_MAX_LENGTH } from '@hm/contracts';
import { BlogPost } from './blog-post.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// A comment or a reply. Migration0006Blog's trigger refuses a reply to a reply and a
// reply on another post than its parent's; deleting a comment deletes its replies; the count
// trigger keeps blog_posts.comments_count. Content is plain text.
const BlogCommentSchema = defineEntity({
  name: 'BlogComment',
  tableName: 'blog_comments',
  indexes: [
    { name: 'blog_comments_post_id_created_at_index', properties: ['post', 'createdAt'] },
    { name: 'blog_comments_parent_id_index', properties: ['parent'] },
  ],
  triggers: [
    {
      name: 'blog_comments_check_parent_trigger',
      timing: 'before',
      events: ['insert', 'update'],
      expression: `create trigger "blog_comments_check_parent_trigger" before insert or update of "parent_id", "post_id" on "blog_comments" for each row execute function blog_comments_check_parent()`,
    },
    {
      name: 'blog_comments_count_trigger',
      timing: 'after',
      events: ['insert', 'delete'],
      expression: `create trigger "blog_comments_count_trigger" after insert or delete on "blog_comments" for each row execute function blog_posts_counter_update('comments_count')`,
    },
  ],
  checks: [
    {
      name: 'blog_comments_content_check',
      expression: `(char_length(content) >= 1) and (char_length(content) <= ${BLOG_MAX_LENGTH.comment})`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    post: () => p.manyToOne(BlogPost).deleteRule('cascade'),
    parent: () => p.manyToOne(BlogComment).nullable().deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    content: p.text(),
    createdAt: createdAtColumn(),
  },
});

export class BlogComment extends BlogCommentSchema.class {}
BlogCommentSchema.setClass(BlogComment);

export { BlogCommentSchema };
