import type { NextFunction, Request, Response } from 'express';
import { statSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { PRERENDER_HEAD_END, PRERENDER_HEAD_START, withoutModulePreloads, type Language } from '@hm/contracts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page the server renders on request from the database (a blog post): its language, its head
 * elements, plain semantic HTML for #root (what a crawler without JavaScript reads; the app renders
 * over it), and what goes at the end of <body> (structured data). Every value is escaped by whoever
 * builds it.
 */
export interface ServerPage {
  language: Language;
  head: string;
  body: string;
  /** Before </body>: JSON-LD scripts, which stay once the app has rendered over #root. */
  tail: string;
}

/** The web build's index.html, read again only when the file changes (a new build). */
export class HtmlTemplate {
  private cached: { mtimeMs: number; html: string } | null = null;

  constructor(private readonly file: string) {}

  get(): string {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: readFileSync(this.file, 'utf8') };
    return this.cached.html;
  }
}

/**
 * index.html with the page's language, head (between the markers the app removes), #root content and
 * tail; without the app's preloads, as a pre-rendered page: the page shows without the app.
 */
export function pageHtml(template: string, page: ServerPage): string {
  const replaced = (html: string, pattern: RegExp, replacement: string): string => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = withoutModulePreloads(replaced(template, /<html(?=[\s>])/, `<html lang="${page.language}"`));
  html = replaced(html, /<\/head>/, `<!--${PRERENDER_HEAD_START}-->${page.head}<!--${PRERENDER_HEAD_END}--></head>`);
  html = replaced(html, /<div id="root"><\/div>/, `<div id="root">${page.body}</div>`);
  return replaced(html, /<\/body>/, `${page.tail}</body>`);
}

/** HTML placed before </body> of a page (pre-rendered ones: their structured data). */
export function appendToBody(html: string, tail: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tail : html.slice(0, at) + tail + html.slice(at);
}

/** Brotli whenever accepted at all (browsers list gzip first, with the same weight), else gzip; nothing without an Accept-Encoding. */
function bestEncoding(req: Request): 'br' | 'gzip' | null {
  if (!req.get('accept-encoding')) return null;
  return (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name) ?? null;
}

/** Sends an HTML page made for this request, compressed here (a page is 20 to 50 KB). */
export function sendHtml(req: Request, res: Response, next: NextFunction, page: string): void {
  const html = Buffer.from(page);
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = bestEncoding(req);
  const compressed =
    encoding === 'br'
      ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? gzipAsync(html, { level: 6 })
        : Promise.resolve(html);
  compressed.then(
    (body) => {
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.send(body);
    },
    (error: unknown) => next(error),
  );
}
