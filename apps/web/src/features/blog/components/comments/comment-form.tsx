import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_MAX_LENGTH } from '@hm/contracts';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS } from '../../../../components/ui/field-classes';
import { useAddCommentMutation } from '../../api';

interface CommentFormProps {
  slug: string;
  /** Replying to this top-level comment; absent for a new comment. */
  parentId?: string;
  onDone?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or a reply: non-empty after trim; submit disabled while empty or busy. */
export function CommentForm({ slug, parentId, onDone, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation('blog');
  const id = useId();
  const errorId = useId();
  const [content, setContent] = useState('');
  const [failed, setFailed] = useState(false);
  const [addComment, { isLoading }] = useAddCommentMutation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const isReply = parentId !== undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (trimmed === '' || isLoading) return;
    setFailed(false);
    try {
      await addComment({ slug, content: trimmed, ...(parentId ? { parentId } : {}) }).unwrap();
      setContent('');
      onDone?.();
    } catch (error) {
      console.warn('Blog comment failed', error);
      setFailed(true);
      textarea.current?.focus();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <label htmlFor={id} className="sr-only">
        {isReply ? t('comments.replyLabel') : t('comments.label')}
      </label>
      <textarea
        ref={textarea}
        id={id}
        rows={isReply ? 3 : 4}
        value={content}
        maxLength={BLOG_MAX_LENGTH.comment}
        // Focus moves here when the user asks to reply: that is the next thing they do.
        autoFocus={autoFocus}
        placeholder={isReply ? t('comments.replyPlaceholder') : t('comments.placeholder')}
        aria-describedby={failed ? errorId : undefined}
        onChange={(event) => setContent(event.target.value)}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS}`}
      />
      <p id={errorId} aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden">
        {failed ? t('comments.failed') : ''}
      </p>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('comments.cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={content.trim() === '' || isLoading}
          aria-busy={isLoading || undefined}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isLoading ? t('comments.posting') : isReply ? t('comments.submitReply') : t('comments.submit')}
        </button>
      </div>
    </form>
  );
}
