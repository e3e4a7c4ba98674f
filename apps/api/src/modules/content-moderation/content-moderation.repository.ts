import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  MODERATION_EXCERPT_LENGTH,
  MODERATION_PAGE_SIZE,
  blogAuthorName,
  pageRange,
  totalPages,
  type BlogPostStatus,
  type ModerationCommentListView,
  type ModerationCommentView,
  type ModerationHidden,
  type ModerationPostListView,
  type ModerationPostView,
  type ModerationQuery,
} from '@hm/contracts';
import { likePattern } from '../../common/sql/like-pattern.js';

interface AuthorColumns {
  author_id: string;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
}

interface HiddenColumns {
  hidden_at: Date | null;
  hidden_reason: string | null;
}

interface PostRow extends AuthorColumns, HiddenColumns {
  id: string;
  slug: string;
  title: string;
  status: BlogPostStatus;
  comments_count: number;
  created_at: Date;
  published_at: Date | null;
}

interface CommentRow extends AuthorColumns, HiddenColumns {
  id: string;
  excerpt: string;
  is_reply: boolean;
  post_slug: string;
  post_title: string;
  created_at: Date;
}

const AUTHOR_COLUMNS = `u.id as author_id, u.first_name as author_first_name, u.last_name as author_last_name, u.email as author_email`;

const POST_COLUMNS = `p.id, p.slug, p.title, p.status, p.comments_count, p.created_at, p.published_at, p.hidden_at, p.hidden_reason, ${AUTHOR_COLUMNS}`;
const FROM_POSTS = `from blog_posts p join users u on u.id = p.author_id`;
/** Posts readers can or could see: published ones, and hidden ones whatever became of them (a hidden draft can still be restored). */
const MODERATED_POSTS = `(p.status = 'published' or p.hidden_at is not null)`;

const COMMENT_COLUMNS = `c.id, left(c.content, ${MODERATION_EXCERPT_LENGTH}) as excerpt, c.parent_id is not null as is_reply,
  p.slug as post_slug, p.title as post_title, c.created_at, c.hidden_at, c.hidden_reason, ${AUTHOR_COLUMNS}`;
const FROM_COMMENTS = `from blog_comments c join blog_posts p on p.id = c.post_id join users u on u.id = c.author_id`;

const STATE_CLAUSE = (alias: string) => `(?::text is null or (?::text = 'hidden') = (${alias}.hidden_at is not null))`;
const AUTHOR_MATCHES = `u.first_name || ' ' || u.last_name ilike ?::text or u.email ilike ?::text`;

const iso = (value: Date): string => new Date(value).toISOString();
const hiddenOf = (row: HiddenColumns): ModerationHidden | null =>
  row.hidden_at === null ? null : { at: iso(row.hidden_at), reason: row.hidden_reason ?? '' };
const authorOf = (row: AuthorColumns) => ({
  id: row.author_id,
  name: blogAuthorName(row.author_first_name, row.author_last_name, row.author_email),
  email: row.author_email,
});

const toPost = (row: PostRow): ModerationPostView => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  status: row.status,
  author: authorOf(row),
  commentsCount: Number(row.comments_count),
  createdAt: iso(row.created_at),
  publishedAt: row.published_at === null ? null : iso(row.published_at),
  hidden: hiddenOf(row),
});

const toComment = (row: CommentRow): ModerationCommentView => ({
  id: row.id,
  excerpt: row.excerpt,
  isReply: row.is_reply,
  post: { slug: row.post_slug, title: row.post_title },
  author: authorOf(row),
  createdAt: iso(row.created_at),
  hidden: hiddenOf(row),
});

/** The console's content lists (docs/operations.md "Content moderation"): posts and comments, newest first, 30 a page. */
@Injectable()
export class ContentModerationRepository {
  constructor(private readonly em: EntityManager) {}

  async listPosts(query: ModerationQuery): Promise<ModerationPostListView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, MODERATION_PAGE_SIZE);
    const search = query.search?.trim() || null;
    const pattern = likePattern(search ?? '');
    const rows = await this.em.fork().execute<(PostRow & { total: string })[]>(
      `select ${POST_COLUMNS}, count(*) over () as total ${FROM_POSTS}
        where ${MODERATED_POSTS} and ${STATE_CLAUSE('p')}
          and (?::text is null or p.title ilike ?::text or p.slug = ?::text or ${AUTHOR_MATCHES})
        order by p.created_at desc, p.id desc
        offset ? limit ?`,
      [query.state ?? null, query.state ?? null, search, pattern, search, pattern, pattern, offset, limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { items: rows.map(toPost), page, totalPages: totalPages(total, MODERATION_PAGE_SIZE), total };
  }

  async listComments(query: ModerationQuery): Promise<ModerationCommentListView> {
    const page = query.page ?? 1;
    const { offset, limit } = pageRange(page, MODERATION_PAGE_SIZE);
    const search = query.search?.trim() || null;
    const pattern = likePattern(search ?? '');
    const rows = await this.em.fork().execute<(CommentRow & { total: string })[]>(
      `select ${COMMENT_COLUMNS}, count(*) over () as total ${FROM_COMMENTS}
        where ${STATE_CLAUSE('c')}
          and (?::text is null or c.content ilike ?::text or p.title ilike ?::text or ${AUTHOR_MATCHES})
        order by c.created_at desc, c.id desc
        offset ? limit ?`,
      [query.state ?? null, query.state ?? null, search, pattern, pattern, pattern, pattern, offset, limit],
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return { items: rows.map(toComment), page, totalPages: totalPages(total, MODERATION_PAGE_SIZE), total };
  }

  async findPost(id: string, em: EntityManager = this.em.fork()): Promise<ModerationPostView | null> {
    const [row] = await em.execute<PostRow[]>(`select ${POST_COLUMNS} ${FROM_POSTS} where p.id = ?::uuid`, [id]);
    return row ? toPost(row) : null;
  }

  async findComment(id: string, em: EntityManager = this.em.fork()): Promise<ModerationCommentView | null> {
    const [row] = await em.execute<CommentRow[]>(`select ${COMMENT_COLUMNS} ${FROM_COMMENTS} where c.id = ?::uuid`, [id]);
    return row ? toComment(row) : null;
  }
}
