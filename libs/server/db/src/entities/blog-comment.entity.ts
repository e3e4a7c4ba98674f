import { defineEntity, p } from '@mikro-orm/core';
import { BLOG_MAX_LENGTH, MODERATION_REASON_MAX_LENGTH } from '@hm/contracts';
import { BlogPost } from './blog-post.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// A comment or a reply. Migration0006Blog's trigger refuses a reply to a reply and a
// reply on another post than its parent's; deleting a comment deletes its replies; the count
// trigger keeps blog_posts.comments_count: the comments a reader sees (not hidden, nor under a
// hidden comment; Migration0033ContentModeration). Content is plain text.
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
      events: ['insert', 'update', 'delete'],
      expression: `create trigger "blog_comments_count_trigger" after insert or delete or update of "hidden_at" on "blog_comments" for each row execute function blog_comments_count_update()`,
    },
  ],
  checks: [
    {
      name: 'blog_comments_content_check',
      expression: `(char_length(content) >= 1) and (char_length(content) <= ${BLOG_MAX_LENGTH.comment})`,
    },
    {
      name: 'blog_comments_hidden_check',
      expression: `((hidden_at is null) and (hidden_reason is null) and (hidden_by is null)) or ((hidden_at is not null) and (hidden_reason is not null) and (char_length(hidden_reason) >= 1) and (char_length(hidden_reason) <= ${MODERATION_REASON_MAX_LENGTH}))`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    post: () => p.manyToOne(BlogPost).deleteRule('cascade'),
    parent: () => p.manyToOne(BlogComment).nullable().deleteRule('cascade'),
    author: () => p.manyToOne(User).deleteRule('cascade'),
    content: p.text(),
    createdAt: createdAtColumn(),
    /** Set while an operator hides the comment (Migration0033ContentModeration): out of the thread and the counts, with its replies. */
    hiddenAt: p.datetime().columnType('timestamptz').nullable(),
    hiddenReason: p.text().nullable(),
    /** The operator's id (a copy, like the audit log's). */
    hiddenBy: p.uuid().nullable(),
  },
});

export class BlogComment extends BlogCommentSchema.class {}
BlogCommentSchema.setClass(BlogComment);

export { BlogCommentSchema };
