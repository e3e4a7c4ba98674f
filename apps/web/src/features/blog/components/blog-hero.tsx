import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_POPULAR_TIPS_CATEGORY, type BlogListLanguage } from '@hm/contracts';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { useFeaturedPostsQuery } from '../api';
import type { SearchDraft } from '../hooks/use-search-draft';
import { categoryHref } from '../links';
import { PenIcon } from './icons';
import { PostImage } from './post-image';
import { SearchBox } from './search-box';

/** Hero: title, search, Write a Post and Popular Tips, and the featured area (one large, two small). */
export function BlogHero({ search, language }: { search: SearchDraft; language: BlogListLanguage }) {
  const { t } = useTranslation('blog');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <PageContainer className="py-10 sm:py-14">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('list.heroTitle')}</h1>
            <p className="mt-4 max-w-xl text-lg text-slate-700">{t('list.heroLead')}</p>
            <div className="mt-6 max-w-xl">
              <SearchBox search={search} label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} hideLabel size="large" />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={paths.blogCreate.getHref()} className="gap-2">
                <PenIcon />
                {t('list.writePost')}
              </ButtonLink>
              <ButtonLink to={categoryHref(BLOG_POPULAR_TIPS_CATEGORY)} variant="secondary">
                {t('list.popularTips')}
              </ButtonLink>
            </div>
          </div>
          <FeaturedPosts language={language} />
        </div>
      </PageContainer>
    </section>
  );
}

function FeaturedPosts({ language }: { language: BlogListLanguage }) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const { data: featured, isLoading } = useFeaturedPostsQuery(language);
  if (isLoading) {
    return (
      <div aria-hidden="true" className="grid animate-pulse gap-4 sm:grid-cols-2">
        <div className="aspect-video rounded-xl bg-slate-200 sm:col-span-2" />
        <div className="h-24 rounded-xl bg-slate-200" />
        <div className="h-24 rounded-xl bg-slate-200" />
      </div>
    );
  }
  if (!featured || featured.length === 0) return null;
  const [first, ...others] = featured;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('list.featuredHeading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {first && (
          <Link to={paths.blogPost.getHref(first.slug)} className="group relative block overflow-hidden rounded-xl shadow-md sm:col-span-2">
            <PostImage src={first.featuredImage} eager className="aspect-video w-full transition-transform group-hover:scale-105" />
            <div className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/30 to-transparent" />
            <div className="absolute inset-x-0 bottom-0 p-4 sm:p-5">
              <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800">{t('list.featuredBadge')}</span>
              <p className="mt-2 text-lg font-bold text-white sm:text-xl">{first.title}</p>
              <p className="mt-1 text-sm text-white/90">{t(`categories.${first.category}`)}</p>
            </div>
          </Link>
        )}
        {others.slice(0, 2).map((post) => (
          <Link
            key={post.id}
            to={paths.blogPost.getHref(post.slug)}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-300"
          >
            <PostImage src={post.featuredImage} className="size-16 shrink-0 rounded-lg" />
            <span className="min-w-0">
              <span className="block text-xs font-semibold text-brand-700">{t(`categories.${post.category}`)}</span>
              <span className="line-clamp-2 font-semibold text-slate-900">{post.title}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
