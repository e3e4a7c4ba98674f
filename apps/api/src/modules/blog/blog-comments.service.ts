import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorCode, blogAuthorName, isUuid, type BlogCommentsResponse, type CommentView } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AuthUser } from '../auth/auth-user.js';
import { isoTime } from './blog-post.view.js';
import { BlogPostsService } from './blog-posts.service.js';

interface CommentRow {
  id: string;
  post_id: string;
  parent_id: string | null;
  author_id: string;
  content: string;
  created_at: Date | string;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
}

const COMMENT_COLUMNS = `c.id, c.post_id, c.parent_id, c.author_id, c.content, c.created_at,
  u.first_name as author_first_name, u.last_name as author_last_name, u.email as author_email`;

const commentNotFound = () => new DomainException(ApiErrorCode.BLOG_COMMENT_NOT_FOUND, 'Comment not found');

/** Comments and one-level replies on posts the caller may see. */
@Injectable()
export class BlogCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: BlogPostsService,
  ) {}

  private sql<T extends object>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params);
  }

  /**
   * Top-level comments newest first (a new comment goes to the top), replies oldest first under each.
   * A comment an operator hid is left out with its replies, for everyone (docs/operations.md "Content moderation").
   */
  async list(slug: string, viewer: AuthUser | null): Promise<BlogCommentsResponse> {
    const post = await this.posts.visible(slug, viewer);
    const rows = await this.sql<CommentRow>(
      `select ${COMMENT_COLUMNS} from blog_comments c join users u on u.id = c.author_id
        where c.post_id = ? and c.hidden_at is null order by c.created_at asc, c.id asc`,
      [post.id],
    );
    const viewerId = viewer?.id ?? null;
    const topLevel: CommentView[] = [];
    const byId = new Map<string, CommentView>();
    let total = 0;
    for (const row of rows) {
      const view = toCommentView(row, viewerId);
      if (row.parent_id === null) {
        topLevel.push(view);
        byId.set(row.id, view);
        total += 1;
      } else {
        // A reply whose comment is hidden goes with it.
        const parent = byId.get(row.parent_id);
        if (!parent) continue;
        parent.replies.push(view);
        total += 1;
      }
    }
    return { comments: topLevel.reverse(), total };
  }

  async create(slug: string, author: AuthUser, content: string, parentId: string | null): Promise<CommentView> {
    const post = await this.posts.visible(slug, author);
    if (parentId !== null) {
      if (!isUuid(parentId)) throw commentNotFound();
      const [parent] = await this.sql<{ parent_id: string | null }>(
        `select parent_id from blog_comments where id = ? and post_id = ? and hidden_at is null`,
        [parentId, post.id],
      );
      if (!parent) throw commentNotFound();
      if (parent.parent_id !== null)
        throw new DomainException(ApiErrorCode.BLOG_REPLY_TOO_DEEP, 'Replies are one level deep: reply to the comment instead.');
    }
    const [inserted] = await this.sql<{ id: string }>(
      `insert into blog_comments (post_id, parent_id, author_id, content) values (?, ?, ?, ?) returning id`,
      [post.id, parentId, author.id, content],
    );
    const [row] = await this.sql<CommentRow>(
      `select ${COMMENT_COLUMNS} from blog_comments c join users u on u.id = c.author_id where c.id = ?`,
      [inserted!.id],
    );
    return toCommentView(row!, author.id);
  }

  /** The comment's author deletes it, with its replies (the count trigger follows). */
  async delete(slug: string, user: AuthUser, commentId: string): Promise<void> {
    const post = await this.posts.visible(slug, user);
    if (!isUuid(commentId)) throw commentNotFound();
    const [comment] = await this.sql<{ author_id: string }>(`select author_id from blog_comments where id = ? and post_id = ?`, [
      commentId,
      post.id,
    ]);
    if (!comment) throw commentNotFound();
    if (comment.author_id !== user.id)
      throw new DomainException(ApiErrorCode.BLOG_NOT_COMMENT_AUTHOR, 'Only its author can delete this comment.');
    await this.sql(`delete from blog_comments where id = ?`, [commentId]);
  }
}

function toCommentView(row: CommentRow, viewerId: string | null): CommentView {
  return {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    content: row.content,
    author: { id: row.author_id, name: blogAuthorName(row.author_first_name, row.author_last_name, row.author_email) },
    createdAt: isoTime(row.created_at),
    isMine: viewerId !== null && viewerId === row.author_id,
    replies: [],
  };
}
