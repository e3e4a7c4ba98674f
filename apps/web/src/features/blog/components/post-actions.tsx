import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useSetLikeMutation, useSetSaveMutation } from '../api';
import { formatCount } from '../format';
import { BookmarkIcon, HeartIcon, ShareIcon } from './icons';

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Like, Save and Share. Like and save are stored per user and the like count
 * is the server's; signed-out visitors are sent to sign in and brought back.
 */
export function PostActions({ post, signedIn }: { post: BlogPostView; signedIn: boolean }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [setLike, likeState] = useSetLikeMutation();
  const [setSave, saveState] = useSetSaveMutation();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

  const requireSignIn = (): boolean => {
    if (signedIn) return true;
    void navigate(paths.login.getHref(pathname));
    return false;
  };

  const toggle = async (action: 'like' | 'save') => {
    if (!requireSignIn()) return;
    setStatus(null);
    try {
      if (action === 'like') await setLike({ slug: post.slug, on: !post.likedByMe }).unwrap();
      else await setSave({ slug: post.slug, on: !post.savedByMe }).unwrap();
    } catch (error) {
      // Logged; the button is already back to its stored state. Said too, so the user knows.
      console.warn(`Blog ${action} failed`, error);
      setStatus({ text: t('post.actionFailed'), error: true });
    }
  };

  const share = async () => {
    const url = window.location.href;
    setStatus(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: post.title, text: post.excerpt, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: t('post.linkCopied'), error: false });
    } catch (error) {
      console.warn('Blog share failed', error);
      setStatus({ text: t('post.shareFailed'), error: true });
    }
  };

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={post.likedByMe}
          disabled={likeState.isLoading}
          onClick={() => void toggle('like')}
          className={`${BUTTON} ${post.likedByMe ? 'border-rose-300 bg-rose-50 text-rose-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          <HeartIcon filled={post.likedByMe} className="size-5" />
          {t('post.like')}
          <span data-testid="post-like-count" className="rounded-full bg-white/70 px-2 tabular-nums">
            {formatCount(post.likes, language)}
          </span>
        </button>
        <button
          type="button"
          aria-pressed={post.savedByMe}
          disabled={saveState.isLoading}
          onClick={() => void toggle('save')}
          className={`${BUTTON} ${post.savedByMe ? 'border-brand-300 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          <BookmarkIcon filled={post.savedByMe} className="size-5" />
          {t('post.save')}
        </button>
        <button
          type="button"
          onClick={() => void share()}
          className={`${BUTTON} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          <ShareIcon className="size-5" />
          {t('post.share')}
        </button>
      </div>
      <p aria-live="polite" className={`mt-2 text-sm font-medium empty:hidden ${status?.error ? 'text-red-700' : 'text-green-800'}`}>
        {status?.text}
      </p>
    </div>
  );
}
