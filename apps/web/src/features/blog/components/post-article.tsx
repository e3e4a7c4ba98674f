import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BlogPostView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/date-format';
import { formatPostDate } from '../format';
import { categoryHref, tagHref } from '../links';
import { sanitizePostHtml } from '../sanitize-html';
import { AuthorBox } from './author-box';
import { DeletePostDialog } from './delete-post-dialog';
import { ClockIcon, EyeIcon, HeartIcon } from './icons';
import { PostActions } from './post-actions';
import { PostImage } from './post-image';

/** The post itself: header with actions, image, article HTML, dates and counts, Related Topics, author box. */
export function PostArticle({ post, signedIn }: { post: BlogPostView; signedIn: boolean }) {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  // The server stores only allow-listed HTML; this is a second pass, never the only one.
  const html = useMemo(() => sanitizePostHtml(post.content), [post.content]);
  const shownDate = post.publishedAt ?? post.createdAt;
  return (
    <article>
      <header>
        <Link
          to={categoryHref(post.category)}
          className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          {t(`categories.${post.category}`)}
        </Link>
        {post.status === 'draft' && (
          <p role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('post.draftNotice')}
          </p>
        )}
        {post.hidden && (
          <p role="note" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm break-words text-red-900">
            {t('post.hiddenNotice', { date: formatDateTime(post.hidden.at, language), reason: post.hidden.reason })}
          </p>
        )}
        {/* The writer's words carry the post's language; the interface around them is in the reader's. */}
        <h1 lang={post.language} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt && (
          <p lang={post.language} className="mt-3 text-lg text-slate-700">
            {post.excerpt}
          </p>
        )}
        {post.translation && (
          <p className="mt-3">
            <Link
              to={paths.blogPost.getHref(post.translation.slug)}
              hrefLang={post.translation.language}
              lang={post.translation.language}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t(`post.readIn.${post.translation.language}`)}
            </Link>
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="font-semibold text-slate-800">{post.author.name}</span>
          <time dateTime={shownDate}>{t('post.publishedOn', { date: formatPostDate(shownDate, language) })}</time>
          <span className="inline-flex items-center gap-1">
            <ClockIcon />
            {t('card.readTime', { count: post.readTimeMinutes })}
          </span>
          <span className="inline-flex items-center gap-1" data-testid="post-views">
            <EyeIcon />
            {t('card.views', { count: post.views })}
          </span>
        </div>
        <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
          <PostActions post={post} signedIn={signedIn} />
          {post.isAuthor && (
            <div className="flex gap-2">
              <Link
                to={paths.blogEdit.getHref(post.slug)}
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('post.edit')}
              </Link>
              <DeletePostDialog slug={post.slug} />
            </div>
          )}
        </div>
      </header>

      {post.featuredImage && <PostImage src={post.featuredImage} eager className="mt-8 aspect-video w-full rounded-xl" />}

      <div lang={post.language} className="blog-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />

      <footer className="mt-10 space-y-6">
        <div className="flex flex-wrap gap-x-6 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600">
          <time dateTime={post.createdAt}>{t('post.createdOn', { date: formatPostDate(post.createdAt, language) })}</time>
          {post.updatedAt !== post.createdAt && (
            <time dateTime={post.updatedAt}>{t('post.updatedOn', { date: formatPostDate(post.updatedAt, language) })}</time>
          )}
          <span className="inline-flex items-center gap-1">
            <EyeIcon />
            {t('card.views', { count: post.views })}
          </span>
          <span className="inline-flex items-center gap-1">
            <HeartIcon />
            {t('card.likes', { count: post.likes })}
          </span>
        </div>
        {post.tags.length > 0 && (
          <section aria-labelledby="related-topics">
            <h2 id="related-topics" className="text-lg font-bold text-slate-900">
              {t('post.relatedTopics')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={tagHref(tag)}
                    className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-sm text-slate-700 hover:bg-slate-200"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <AuthorBox post={post} />
      </footer>
    </article>
  );
}
