import { useTranslation } from 'react-i18next';
import { BLOG_LIST_SKELETON_COUNT, type BlogPostSummary, type BlogView } from '@hm/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';

interface PostResultsProps {
  posts: BlogPostSummary[] | undefined;
  layout: BlogView;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  filtered: boolean;
  signedIn: boolean;
}

/** The list area of /blog: 6 skeletons, the error with Try Again, the empty states, or the cards. */
export function PostResults({ posts, layout, loading, failed, onRetry, filtered, signedIn }: PostResultsProps) {
  const { t } = useTranslation('blog');
  const listClass = layout === 'grid' ? 'grid gap-6 sm:grid-cols-2' : 'grid gap-6';
  if (loading) {
    return (
      <div className={listClass}>
        <p className="sr-only" role="status">
          {t('list.loading')}
        </p>
        {Array.from({ length: BLOG_LIST_SKELETON_COUNT }, (_, index) => (
          <PostCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-800">{t('list.error')}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
        >
          {t('list.tryAgain')}
        </button>
      </div>
    );
  }
  if (!posts || posts.length === 0) {
    return (
      <div role="status" className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
        <p className="mt-2 text-slate-600">{filtered ? t('list.emptyFiltered') : t('list.emptyFirst')}</p>
        {signedIn && (
          <ButtonLink to={paths.blogCreate.getHref()} className="mt-5">
            {t('list.createFirst')}
          </ButtonLink>
        )}
      </div>
    );
  }
  return (
    <ul className={listClass}>
      {posts.map((post) => (
        <li key={post.id} className="flex">
          <PostCard post={post} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
