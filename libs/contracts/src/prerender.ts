// Pre-rendered pages: the web build renders the public pages' HTML ahead, once per language
// (apps/web/src/prerender/), and the API sends the one a visitor's browser will show
// (apps/api/src/http/prerendered-pages.ts), which React then hydrates. Both sides read these.
import { FALLBACK_LANGUAGE, toSupportedLanguage, type Language } from './language.js';
import { LANGUAGE_QUERY_PARAM } from './seo.js';

/** Public pages whose content depends on nothing but the language: each is rendered ahead in fr and en. */
export const PRERENDERED_PATHS = [
  '/',
  '/services',
  '/discover-services',
  '/grow-business',
  '/about',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
] as const;

/**
 * The build does not know the site's address (PUBLIC_URL is a run-time setting), nor whether a
 * page will be asked for with `?lang=`: the absolute links of the head (hreflang alternates, and
 * the canonical and og:url address) are rendered with these and the API puts PUBLIC_URL's in
 * their place (`pageUrl` of seo.ts), never the request's Host, which a client chooses. The page's
 * data (PrerenderData.origin) carries the same origin to the browser that hydrates it.
 */
export const PRERENDER_ORIGIN_PLACEHOLDER = 'https://prerender-origin.invalid';
export const PRERENDER_PAGE_URL_PLACEHOLDER = 'https://prerender-page-url.invalid/';

/** Where the build lists its pre-rendered pages, relative to the web app's dist folder. */
export const PRERENDER_MANIFEST = 'prerendered/pages.json';

/** The build's list: for each path, the file of each language, relative to the manifest's folder. */
export type PrerenderManifest = Record<string, Record<Language, string>>;

/**
 * Comments around the head elements a page rendered ahead (or on the server, a blog post) brings:
 * the app removes them before rendering its own head, so the two never stand side by side.
 */
export const PRERENDER_HEAD_START = 'hm-prerender-head';
export const PRERENDER_HEAD_END = '/hm-prerender-head';

/**
 * index.html without its modulepreload links, for a page that shows without the app (pre-rendered,
 * or a blog post the server renders): src/boot.ts asks for the app once the page is painted;
 * preloaded with the HTML, the app's two dozen chunks would compete with the stylesheet and hold
 * the first paint back.
 */
export const withoutModulePreloads = (html: string): string => html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/** Id of the JSON script a pre-rendered page carries beside #root. */
export const PRERENDER_DATA_ID = 'hm-prerender';

/** What a pre-rendered page tells the browser that hydrates it. */
export interface PrerenderData {
  language: Language;
  /** The translation namespaces the page's render used: loaded before hydrating, so nothing suspends. */
  namespaces: string[];
  /** The site's origin (PUBLIC_URL's), filled in by the API: the head the browser renders links to it too. */
  origin: string;
}

/**
 * The language cookie the web keeps beside its localStorage cache (i18next's detector, cookie
 * cache): a server cannot read localStorage, and must send the page in the visitor's language.
 */
export const LANGUAGE_COOKIE = 'i18nextLng';

/**
 * The languages an Accept-Language header names, most preferred first ('fr-CA,fr;q=0.9,en;q=0.8'
 * -> ['fr', 'en']); unsupported ones and q=0 are dropped, ties keep the header's order.
 */
export function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: toSupportedLanguage(tag), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry): entry is { language: Language; quality: number; order: number } => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return [...new Set(ranked.map((entry) => entry.language))];
}

export interface PageLanguageSources {
  /** The address's `?lang=` value. */
  query?: string | undefined;
  /** The language cookie's value. */
  cookie?: string | undefined;
  /** The Accept-Language header (what `navigator.languages` tells the browser's detector). */
  acceptLanguage?: string | undefined;
}

/**
 * The language a page is sent in: the one the browser's detector will choose, in its order
 * (apps/web/src/app/i18n-options.ts): `?lang=`, the cached choice, the browser's languages,
 * else the fallback. When the browser decides otherwise after all (a choice cached in
 * localStorage alone, say), it renders the page itself instead of hydrating.
 */
export function pageLanguage({ query, cookie, acceptLanguage }: PageLanguageSources): Language {
  return toSupportedLanguage(query) ?? toSupportedLanguage(cookie) ?? acceptedLanguages(acceptLanguage)[0] ?? FALLBACK_LANGUAGE;
}

/** Whether a page's address asks only for a language (or nothing), so that its pre-rendered HTML shows what the browser will. */
export function isPrerenderableSearch(search: URLSearchParams): boolean {
  return [...search.keys()].every((key) => key === LANGUAGE_QUERY_PARAM);
}
