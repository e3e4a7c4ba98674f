// What search engines see, shared by the API (robots.txt, sitemap.xml) and the web's head
// manager (canonical and hreflang links), so both name the same URLs. The language of a URL is
// its `?lang=` query parameter (the web reads it first when detecting the language); the URL
// without it is the x-default, where the visitor's own language is detected.
import { SUPPORTED_LANGUAGES, type Language } from './language.js';

export const LANGUAGE_QUERY_PARAM = 'lang';

/** Public pages worth indexing, in both languages. */
export const INDEXABLE_PATHS = [
  '/',
  '/services',
  '/discover-services',
  '/book-service',
  '/grow-business',
  '/about',
  '/faq',
  '/contact',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
] as const;

/** Pages with private or one-off content: never indexed (robots.txt and a noindex meta). */
export const NON_INDEXABLE_PATH_PREFIXES = [
  '/dashboard',
  '/bookings',
  '/settings',
  '/profile',
  '/reservation/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/auth/',
  '/blog/create',
  '/blog/edit/',
  '/admin',
  // An e-mail's unsubscribe link.
  '/unsubscribe',
  // The professional app and its invitation page.
  '/pro',
] as const;

/** A prefix ending in '/' covers what is below it; any other covers itself and what is below it. */
const covers = (prefix: string, path: string): boolean =>
  prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

export function isIndexablePath(path: string): boolean {
  return !NON_INDEXABLE_PATH_PREFIXES.some((prefix) => covers(prefix, path));
}

/** `https://site/about?lang=fr` (base without a trailing slash, path starting with '/'). */
export function languageUrl(base: string, path: string, lang: Language): string {
  return `${base}${path}?${LANGUAGE_QUERY_PARAM}=${lang}`;
}

export interface AlternateLink {
  /** 'fr', 'en' or 'x-default'. */
  hreflang: Language | 'x-default';
  href: string;
}

/** The hreflang alternates of a page: one URL per language, and the bare URL as x-default. */
export function alternateLinks(base: string, path: string, languages: readonly Language[] = SUPPORTED_LANGUAGES): AlternateLink[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: languageUrl(base, path, lang) })),
    { hreflang: 'x-default' as const, href: `${base}${path}` },
  ];
}

/**
 * The address a page is canonical for, and its og:url: '/x?lang=fr' for the French page, and '/x'
 * (no language chosen, the x-default alternate) for itself. Pointing '/x' at '/x?lang=en' would
 * make the canonical one of the other hreflang locations, which search engines treat as an error.
 */
export function pageUrl(base: string, path: string, search: string, lang: Language): string {
  return new URLSearchParams(search).has(LANGUAGE_QUERY_PARAM) ? languageUrl(base, path, lang) : `${base}${path}`;
}
