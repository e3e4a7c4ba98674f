import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentView } from '@hm/contracts';
import { useLanguage } from '../../../../hooks/use-language';
import { useDeleteCommentMutation } from '../../api';
import { formatCommentDate } from '../../format';
import { CommentForm } from './comment-form';

interface CommentItemProps {
  slug: string;
  comment: CommentView;
  signedIn: boolean;
}

/** One comment with its replies; Reply on top-level comments only, Delete on one's own. */
export function CommentItem({ slug, comment, signedIn }: CommentItemProps) {
  const { t } = useTranslation('blog');
  const [replying, setReplying] = useState(false);
  const isTopLevel = comment.parentId === null;
  return (
    <article
      aria-label={comment.author.name}
      className={isTopLevel ? 'rounded-xl border border-slate-200 bg-white p-4' : 'border-l-2 border-brand-200 py-1 pl-4'}
    >
      <CommentBody slug={slug} comment={comment} />
      {isTopLevel && signedIn && !replying && (
        <button
          type="button"
          onClick={() => setReplying(true)}
          aria-label={t('comments.replyTo', { name: comment.author.name })}
          className="mt-2 inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('comments.reply')}
        </button>
      )}
      {replying && (
        <div className="mt-3">
          <CommentForm slug={slug} parentId={comment.id} autoFocus onDone={() => setReplying(false)} onCancel={() => setReplying(false)} />
        </div>
      )}
      {comment.replies.length > 0 && (
        <ul aria-label={t('comments.repliesLabel', { name: comment.author.name })} className="mt-4 space-y-4 sm:ml-6">
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem slug={slug} comment={reply} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function CommentBody({ slug, comment }: { slug: string; comment: CommentView }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const [deleteComment, { isLoading }] = useDeleteCommentMutation();
  const [failed, setFailed] = useState(false);
  const remove = async () => {
    setFailed(false);
    try {
      await deleteComment({ slug, commentId: comment.id }).unwrap();
    } catch (error) {
      console.warn('Blog comment delete failed', error);
      setFailed(true);
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{comment.author.name}</p>
        <time dateTime={comment.createdAt} className="text-sm text-slate-600">
          {formatCommentDate(comment.createdAt, language)}
        </time>
      </div>
      {/* Plain text from the server: React escapes it; line breaks are kept. */}
      <p className="mt-2 whitespace-pre-line text-slate-800">{comment.content}</p>
      {comment.isMine && (
        <button
          type="button"
          disabled={isLoading}
          onClick={() => void remove()}
          aria-label={t('comments.deleteLabel', { name: comment.author.name })}
          className="mt-2 inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {isLoading ? t('comments.deleting') : t('comments.delete')}
        </button>
      )}
      <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {failed ? t('comments.deleteFailed') : ''}
      </p>
    </>
  );
}
