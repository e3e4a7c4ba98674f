import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_POPULAR_TAGS_COUNT, BLOG_SIDEBAR_POSTS_COUNT, type BlogListLanguage, type BlogPostSummary } from '@hm/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useBlogCategoriesQuery, useBlogTagsQuery, usePopularPostsQuery, useRecentPostsQuery } from '../api';
import { formatCount, formatPostDate } from '../format';
import { changeFilters, type BlogListState } from '../list-state';
import { listHref } from '../links';
import { EyeIcon } from './icons';
import { NewsletterForm } from './newsletter-form';
import { PostImage } from './post-image';

/** Sidebar, from real data: Share Your Story, categories, popular tags, recent and most popular posts, Stay Updated. */
export function BlogSidebar({ state, language }: { state: BlogListState; language: BlogListLanguage }) {
  const { t } = useTranslation('blog');
  const { data: categories } = useBlogCategoriesQuery();
  const { data: tags } = useBlogTagsQuery(BLOG_POPULAR_TAGS_COUNT);
  const { data: recent } = useRecentPostsQuery({ limit: BLOG_SIDEBAR_POSTS_COUNT, language });
  const { data: popular } = usePopularPostsQuery({ limit: BLOG_SIDEBAR_POSTS_COUNT, language });
  const linkClass = (current: boolean) =>
    `flex min-h-10 items-center justify-between rounded-lg px-3 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-700 hover:bg-slate-50'}`;
  return (
    <div className="space-y-6">
      <section className="on-dark rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white">
        <h2 className="text-lg font-bold">{t('sidebar.shareTitle')}</h2>
        <p className="mt-1 text-sm text-brand-50">{t('sidebar.shareText')}</p>
        <ButtonLink to={paths.blogCreate.getHref()} variant="secondary" className="mt-4 w-full border-white">
          {t('sidebar.shareButton')}
        </ButtonLink>
      </section>

      <SidebarBox title={t('sidebar.categoriesHeading')}>
        <ul className="space-y-1">
          <li>
            <Link
              to={listHref(changeFilters(state, { category: '' }))}
              aria-current={state.category === '' ? 'true' : undefined}
              className={linkClass(state.category === '')}
            >
              {t('list.allCategories')}
            </Link>
          </li>
          {(categories ?? []).map(({ category, count }) => (
            <li key={category}>
              <Link
                to={listHref(changeFilters(state, { category }))}
                aria-current={state.category === category ? 'true' : undefined}
                className={linkClass(state.category === category)}
              >
                <span>{t(`categories.${category}`)}</span>
                <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SidebarBox>

      {tags && tags.length > 0 && (
        <SidebarBox title={t('sidebar.popularTagsHeading')}>
          <ul className="flex flex-wrap gap-2">
            {tags.map(({ tag }) => (
              <li key={tag}>
                <Link
                  to={listHref(changeFilters(state, { tag }))}
                  aria-current={state.tag === tag ? 'true' : undefined}
                  className={`inline-flex min-h-9 items-center rounded-full px-3 text-sm ${state.tag === tag ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'}`}
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </SidebarBox>
      )}

      <SidebarBox title={t('sidebar.recentHeading')}>
        <SidebarPosts posts={recent} stat="date" />
      </SidebarBox>
      <SidebarBox title={t('sidebar.popularHeading')}>
        <SidebarPosts posts={popular} stat="views" />
      </SidebarBox>

      <NewsletterForm />
    </div>
  );
}

function SidebarBox({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function SidebarPosts({ posts, stat }: { posts: BlogPostSummary[] | undefined; stat: 'date' | 'views' }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  if (!posts) return <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-slate-100" />;
  if (posts.length === 0) return <p className="text-sm text-slate-600">{t('sidebar.noPosts')}</p>;
  return (
    <ul className="space-y-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Link to={paths.blogPost.getHref(post.slug)} className="group flex gap-3">
            <PostImage src={post.featuredImage} className="size-14 shrink-0 rounded-lg" />
            <span className="min-w-0">
              <span className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline">
                {post.title}
              </span>
              <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                {stat === 'date' ? (
                  formatPostDate(post.publishedAt ?? post.createdAt, language)
                ) : (
                  <>
                    <EyeIcon className="size-3.5" />
                    <span aria-hidden="true">{formatCount(post.views, language)}</span>
                    <span className="sr-only">{t('card.views', { count: post.views })}</span>
                  </>
                )}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
