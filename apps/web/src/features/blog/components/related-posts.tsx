import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useRelatedPostsQuery } from '../api';
import { PostCard } from './post-card';

/** 'You Might Also Like': up to 3 published posts of the same category, and View All Posts. */
export function RelatedPosts({ slug }: { slug: string }) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const { data: posts } = useRelatedPostsQuery(slug);
  if (posts && posts.length === 0) {
    // Nothing else in this category: no empty heading, just the way back to every post.
    return (
      <div className="mx-auto mt-12 max-w-3xl">
        <Link to={paths.blog.getHref()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {t('post.viewAll')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('post.relatedHeading')}
        </h2>
        <Link to={paths.blog.getHref()} className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
          {t('post.viewAll')}
        </Link>
      </div>
      {posts && posts.length > 0 && (
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} layout="grid" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
