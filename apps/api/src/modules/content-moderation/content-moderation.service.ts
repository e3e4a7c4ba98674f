import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  isUuid,
  type ModerationCommentView,
  type ModerationKind,
  type ModerationPostView,
  type OperatorActionKind,
} from '@hm/contracts';
import { BlogComment, BlogPost, User } from '@hm/db';
import { contentModerationMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { DomainException } from '../../common/errors/domain.exception.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { ContentModerationRepository } from './content-moderation.repository.js';

const notFound = () => new DomainException(ApiErrorCode.CONTENT_NOT_FOUND, 'No such post or comment.');

/** How the audit log names a comment: its first words and the post it is on. */
const COMMENT_LABEL_LENGTH = 60;
const commentLabel = (comment: BlogComment, post: BlogPost): string => {
  const text = comment.content.replace(/\s+/g, ' ').trim();
  const quote = text.length > COMMENT_LABEL_LENGTH ? `${text.slice(0, COMMENT_LABEL_LENGTH - 1).trimEnd()}…` : text;
  return `“${quote}” · ${post.title}`;
};

interface Moderated {
  hiddenAt?: Date | null;
  hiddenReason?: string | null;
  hiddenBy?: string | null;
}

/** One locked post or comment, with what the audit record and the author's e-mail need. */
interface Target {
  row: Moderated;
  author: User;
  post: BlogPost;
  comment: BlogComment | null;
}

/**
 * What operators do to what people publish on the blog (docs/operations.md "Content moderation"):
 * hide a post or a comment with a reason, or restore it. The row is locked, the change, its audit
 * record and the e-mail to the author (in the author's saved language, through the outbox) commit
 * together. Hiding what is hidden is 409 CONTENT_ALREADY_HIDDEN, restoring what is not 409
 * CONTENT_NOT_HIDDEN: two operators at once cannot both act, and the author gets one e-mail.
 */
@Injectable()
export class ContentModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ContentModerationRepository,
  ) {}

  hidePost(operatorId: string, id: string, reason: string): Promise<ModerationPostView> {
    return this.change('post', operatorId, id, 'content_hidden', reason).then(() => this.postView(id));
  }

  restorePost(operatorId: string, id: string): Promise<ModerationPostView> {
    return this.change('post', operatorId, id, 'content_restored', null).then(() => this.postView(id));
  }

  hideComment(operatorId: string, id: string, reason: string): Promise<ModerationCommentView> {
    return this.change('comment', operatorId, id, 'content_hidden', reason).then(() => this.commentView(id));
  }

  restoreComment(operatorId: string, id: string): Promise<ModerationCommentView> {
    return this.change('comment', operatorId, id, 'content_restored', null).then(() => this.commentView(id));
  }

  private async postView(id: string): Promise<ModerationPostView> {
    return (await this.repository.findPost(id))!;
  }

  private async commentView(id: string): Promise<ModerationCommentView> {
    return (await this.repository.findComment(id))!;
  }

  private async change(
    kind: ModerationKind,
    operatorId: string,
    id: string,
    action: Extract<OperatorActionKind, 'content_hidden' | 'content_restored'>,
    reason: string | null,
  ): Promise<void> {
    if (!isUuid(id)) throw notFound();
    await this.em.fork().transactional(async (tx) => {
      const target = await this.lock(tx, kind, id);
      if (!target) throw notFound();
      const { row, author, post, comment } = target;
      const now = new Date();
      if (action === 'content_hidden') {
        if (row.hiddenAt) throw new DomainException(ApiErrorCode.CONTENT_ALREADY_HIDDEN, 'It is hidden already.');
        Object.assign(row, { hiddenAt: now, hiddenReason: reason, hiddenBy: operatorId });
      } else {
        if (!row.hiddenAt) throw new DomainException(ApiErrorCode.CONTENT_NOT_HIDDEN, 'It is not hidden.');
        Object.assign(row, { hiddenAt: null, hiddenReason: null, hiddenBy: null });
      }
      await tx.flush();
      await recordOperatorAction(
        tx,
        operatorId,
        {
          action,
          target: comment
            ? { type: 'blog_comment', id: comment.id, label: commentLabel(comment, post) }
            : { type: 'blog_post', id: post.id, label: post.title },
          reason,
          details: { post: post.slug, locale: author.locale },
        },
        now,
      );
      enqueueViaOutbox(
        tx,
        'mail',
        'send',
        contentModerationMail(action === 'content_hidden' ? 'hidden' : 'restored', {
          to: author.email,
          firstName: author.firstName,
          locale: author.locale,
          kind,
          title: post.title,
          comment: comment?.content,
          reason: reason ?? undefined,
        }),
      );
    });
  }

  private async lock(tx: EntityManager, kind: ModerationKind, id: string): Promise<Target | null> {
    if (kind === 'post') {
      const post = await tx.findOne(BlogPost, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!post) return null;
      const author = await tx.findOneOrFail(User, { id: post.author.id });
      return { row: post, author, post, comment: null };
    }
    const comment = await tx.findOne(BlogComment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!comment) return null;
    const [author, post] = await Promise.all([
      tx.findOneOrFail(User, { id: comment.author.id }),
      tx.findOneOrFail(BlogPost, { id: comment.post.id }),
    ]);
    return { row: comment, author, post, comment };
  }
}
