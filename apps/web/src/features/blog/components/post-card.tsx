import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOG_TAGS_PER_CARD, type BlogPostSummary, type BlogView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatPostDate } from '../format';
import { categoryHref, tagHref } from '../links';
import { PostImage } from './post-image';
import { PostStats } from './post-stats';

interface PostCardProps {
  post: BlogPostSummary;
  layout: BlogView;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** Post card: image, category chip, title, excerpt, author, date, counts, read time, 3 tags, Read More. */
export function PostCard({ post, layout, headingLevel: Heading = 'h3' }: PostCardProps) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const href = paths.blogPost.getHref(post.slug);
  const shownTags = post.tags.slice(0, BLOG_TAGS_PER_CARD);
  const moreTags = post.tags.length - shownTags.length;
  const isList = layout === 'list';
  return (
    <article
      className={`flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${isList ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className={isList ? 'sm:w-64 sm:shrink-0' : ''}>
        <PostImage src={post.featuredImage} className={`w-full ${isList ? 'aspect-video sm:h-full' : 'aspect-video'}`} />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={categoryHref(post.category)}
            aria-label={t('card.categoryLink', { category: t(`categories.${post.category}`) })}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
          >
            {t(`categories.${post.category}`)}
          </Link>
          {post.status === 'draft' && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{t('card.draft')}</span>
          )}
          {post.hidden && <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-900">{t('card.hidden')}</span>}
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-slate-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-slate-700">{post.excerpt}</p>}
        <p className="mt-3 text-sm text-slate-600">
          {t('card.by', { name: post.author.name })} ·{' '}
          <time dateTime={post.publishedAt ?? post.createdAt}>{formatPostDate(post.publishedAt ?? post.createdAt, language)}</time>
        </p>
        <PostStats
          className="mt-2"
          views={post.views}
          likes={post.likes}
          commentsCount={post.commentsCount}
          readTimeMinutes={post.readTimeMinutes}
        />
        {shownTags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagHref(tag)}
                  aria-label={t('card.tagLink', { tag })}
                  className="inline-flex min-h-8 items-center rounded-md bg-slate-100 px-2 text-sm text-slate-700 hover:bg-slate-200"
                >
                  #{tag}
                </Link>
              </li>
            ))}
            {moreTags > 0 && (
              <li className="inline-flex min-h-8 items-center text-sm text-slate-600">{t('card.moreTags', { count: moreTags })}</li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-4">
          <Link
            to={href}
            aria-label={t('card.readMoreAbout', { title: post.title })}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('card.readMore')} <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
