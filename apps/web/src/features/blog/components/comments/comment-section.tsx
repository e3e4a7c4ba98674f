import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_COMMENT_SKELETON_COUNT } from '@hm/contracts';
import { paths } from '../../../../config/paths';
import { useGetCommentsQuery } from '../../api';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

interface CommentSectionProps {
  slug: string;
  /** The signed-in user's id, or null. */
  viewer: string | null;
  /** The post's count, shown until the comments arrive. */
  initialCount: number;
}

/** Comments: count heading, form or sign-in prompt, 3 skeletons, empty state, comments with replies. */
export function CommentSection({ slug, viewer, initialCount }: CommentSectionProps) {
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetCommentsQuery({ slug, viewer });
  const signedIn = viewer !== null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t('comments.heading', { count: data?.total ?? initialCount })}
      </h2>
      <div className="mt-4">
        {signedIn ? (
          <CommentForm slug={slug} />
        ) : (
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-6 text-center">
            <p className="text-lg font-bold text-slate-900">{t('comments.signInTitle')}</p>
            <p className="mt-1 text-slate-700">{t('comments.signInText')}</p>
            <Link
              to={paths.login.getHref(pathname)}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {t('comments.signIn')}
            </Link>
          </div>
        )}
      </div>
      <div className="mt-6">
        {isLoading ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">{t('comments.loading')}</span>
            {Array.from({ length: BLOG_COMMENT_SKELETON_COUNT }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                data-testid="comment-skeleton"
                className="animate-pulse space-y-2 rounded-xl border border-slate-200 p-4"
              >
                <div className="h-4 w-1/3 rounded bg-slate-200" />
                <div className="h-4 w-full rounded bg-slate-200" />
                <div className="h-4 w-2/3 rounded bg-slate-200" />
              </div>
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
            {t('comments.loadFailed')}{' '}
            <button type="button" onClick={() => void refetch()} className="font-semibold underline">
              {t('comments.retry')}
            </button>
          </div>
        ) : !data || data.comments.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="font-semibold text-slate-900">{t('comments.emptyTitle')}</p>
            <p className="mt-1 text-slate-600">{t('comments.emptyText')}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {data.comments.map((comment) => (
              <li key={comment.id}>
                <CommentItem slug={slug} comment={comment} signedIn={signedIn} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
