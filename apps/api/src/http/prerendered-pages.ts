import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  escapeHtml,
  isPrerenderableSearch,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  pageLanguage,
  pageUrl,
  PRERENDER_MANIFEST,
  PRERENDER_ORIGIN_PLACEHOLDER,
  PRERENDER_PAGE_URL_PLACEHOLDER,
  type Language,
  type PrerenderManifest,
} from '@hm/contracts';
import { appendToBody, sendHtml } from './server-page.js';

/** The pre-rendered pages of a web build: path -> the HTML of each language (empty when the build has none). */
export type PrerenderedPages = ReadonlyMap<string, Readonly<Record<Language, string>>>;

export function loadPrerenderedPages(distDir: string): PrerenderedPages {
  const manifestFile = join(distDir, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const read = (file: string) => readFileSync(join(dirname(manifestFile), file), 'utf8');
  return new Map(Object.entries(manifest).map(([path, files]) => [path, { fr: read(files.fr), en: read(files.en) }]));
}

/** The page's HTML with the site's addresses where the build put placeholders. */
export function fillAddresses(html: string, origin: string, path: string, search: string, language: Language): string {
  return html
    .replaceAll(PRERENDER_PAGE_URL_PLACEHOLDER, escapeHtml(pageUrl(origin, path, search, language)))
    .replaceAll(PRERENDER_ORIGIN_PLACEHOLDER, escapeHtml(origin));
}

/** What a pre-rendered page gets at the end of its <body> (its structured data), from the site's origin; '' for nothing. */
export type PageTail = (path: string, language: Language, origin: string) => string;

/**
 * Sends the public pages rendered ahead by the web build (apps/web/src/prerender/), in the
 * language the visitor's browser will choose (libs/contracts/src/prerender.ts, pageLanguage),
 * so the content shows with the HTML instead of after the JavaScript. Other paths, and
 * addresses with other query parameters, go on to the app shell. Every absolute link is on
 * PUBLIC_URL, never on the request's Host or X-Forwarded-Host: a cache in front would otherwise
 * keep a page that names whatever site a forged header asked for.
 */
export function prerenderedPages(pages: PrerenderedPages, publicUrl: string, tail: PageTail = () => ''): RequestHandler {
  const origin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const page = pages.get(req.path);
    const search = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
    if (!page || !isPrerenderableSearch(search)) return next();

    const language = pageLanguage({
      query: search.get(LANGUAGE_QUERY_PARAM) ?? undefined,
      cookie: (req.cookies as Record<string, string> | undefined)?.[LANGUAGE_COOKIE],
      acceptLanguage: req.get('accept-language'),
    });
    const html = appendToBody(
      fillAddresses(page[language], origin, req.path, search.toString(), language),
      tail(req.path, language, origin),
    );

    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Language', language);
    res.vary('Accept-Language').vary('Cookie');
    // Compressed here, since each answer carries its own page address.
    sendHtml(req, res, next, html);
  };
}
