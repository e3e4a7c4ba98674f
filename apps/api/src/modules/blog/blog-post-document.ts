import { blogAuthorName, BOOKING_TIME_ZONE, escapeHtml, paths, postDescription, type Language } from '@hm/contracts';
import { resources } from '@hm/i18n';
import type { ServerPage } from '../../http/server-page.js';
import { jsonLdScript } from '../seo/structured-data.js';
import type { PostRow } from './blog-posts.repository.js';

// A public blog post as the server sends it (docs/blog.md "Search engines"): its own title,
// description, canonical and hreflang links, Open Graph and Twitter tags, an Article in JSON-LD,
// and the post itself as plain semantic HTML in #root, so a crawler or a link preview reads it
// without JavaScript. The app then renders its page over it. Every text is escaped here: the title,
// excerpt, tags and author name are the author's words; the content is stored sanitised
// (post-html.ts) and goes in as it is.

const OG_LOCALES: Readonly<Record<Language, string>> = { fr: 'fr_CA', en: 'en_CA' };
const iso = (value: Date | string) => new Date(value).toISOString();

/** An absolute address on the site for a stored path (/api/uploads/..., /images/blog/...); an absolute one as it is. */
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

export function blogPostDocument(row: PostRow, origin: string): ServerPage {
  const language = row.language;
  const texts = resources[language];
  const url = `${origin}${paths.blogPost.getHref(row.slug)}`;
  const title = texts.seo.title.replace('{{title}}', row.title);
  const description = postDescription(row);
  const author = blogAuthorName(row.author_first_name, row.author_last_name, row.author_email);
  const image = row.featured_image ? absolute(origin, row.featured_image) : null;
  const published = row.published_at ?? row.created_at;
  const translation =
    row.translation_slug && row.translation_language && row.translation_title
      ? { slug: row.translation_slug, language: row.translation_language, title: row.translation_title }
      : null;
  const translationUrl = translation ? `${origin}${paths.blogPost.getHref(translation.slug)}` : null;

  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    // Each post's address is in one language: the alternates are the post and its translation.
    ...(translation && translationUrl
      ? [
          `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url)}">`,
          `<link rel="alternate" hreflang="${translation.language}" href="${escapeHtml(translationUrl)}">`,
        ]
      : []),
    meta('property', 'og:site_name', texts.seo.siteName),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', row.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...(translation ? [meta('property', 'og:locale:alternate', OG_LOCALES[translation.language])] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'article:published_time', iso(published)),
    meta('property', 'article:modified_time', iso(row.updated_at)),
    meta('property', 'article:section', texts.blog.categories[row.category]),
    ...row.tags.map((tag) => meta('property', 'article:tag', tag)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', row.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ].join('');

  const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: BOOKING_TIME_ZONE }).format(
    new Date(published),
  );
  const body = [
    // Classes the app's stylesheet already has (the post page's), so the page reads well before the app takes over.
    '<main id="main-content" class="mx-auto max-w-3xl px-4 py-10"><article>',
    '<header>',
    `<p><a class="text-sm font-semibold text-brand-800" href="${paths.blog.getHref()}">${escapeHtml(texts.pages.blog.title)}</a></p>`,
    `<h1 class="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">${escapeHtml(row.title)}</h1>`,
    `<p class="mt-4 text-sm text-slate-600">${escapeHtml(texts.blog.post.byAuthor.replace('{{name}}', author))} · <time datetime="${iso(published)}">${escapeHtml(date)}</time></p>`,
    translation
      ? `<p><a href="${escapeHtml(paths.blogPost.getHref(translation.slug))}" hreflang="${translation.language}" lang="${translation.language}">${escapeHtml(
          resources[translation.language].blog.post.readInLanguage,
        )}</a></p>`
      : '',
    '</header>',
    row.excerpt ? `<p class="mt-3 text-lg text-slate-700">${escapeHtml(row.excerpt)}</p>` : '',
    image
      ? `<img class="mt-8 aspect-video w-full rounded-xl object-cover" src="${escapeHtml(image)}" alt="" width="1200" height="675">`
      : '',
    `<div class="blog-content mt-8">${row.content ?? ''}</div>`,
    '</article></main>',
  ].join('');

  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: row.title,
    description,
    inLanguage: language,
    url,
    mainEntityOfPage: url,
    datePublished: iso(published),
    dateModified: iso(row.updated_at),
    author: { '@type': 'Person', name: author },
    publisher: { '@type': 'Organization', name: texts.seo.siteName, url: `${origin}/` },
    articleSection: texts.blog.categories[row.category],
    ...(row.tags.length ? { keywords: row.tags.join(', ') } : {}),
    ...(image ? { image } : {}),
    // This post translates the other one (translation_of_id), or the other one translates it.
    ...(translation && translationUrl
      ? {
          [row.translation_of_id ? 'translationOfWork' : 'workTranslation']: {
            '@type': 'Article',
            url: translationUrl,
            inLanguage: translation.language,
            headline: translation.title,
          },
        }
      : {}),
  };
  return { language, head, body, tail: jsonLdScript(article) };
}
