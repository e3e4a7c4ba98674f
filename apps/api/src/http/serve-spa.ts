import type { LoggerService } from '@nestjs/common';
import express, { type Application, type Request, type Response, type NextFunction } from 'express';
import { ApiErrorCode, isPagePath, type ApiErrorBody } from '@hm/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SEO_ROOT_FILES } from '../modules/seo/seo-paths.js';
import { precompressedAssets } from './precompressed-assets.js';
import { loadPrerenderedPages, prerenderedPages, type PageTail } from './prerendered-pages.js';
import { HtmlTemplate, pageHtml, sendHtml, type ServerPage } from './server-page.js';

/** Paths owned by the server (the API, the queue board, robots.txt and sitemap.xml); everything else is a page of the SPA. */
export function isServerPath(path: string): boolean {
  return /^\/api(\/|$)/.test(path) || /^\/admin\/queues(\/|$)/.test(path) || SEO_ROOT_FILES.some((file) => path === `/${file}`);
}

const HASHED_ASSETS = 'public, max-age=31536000, immutable';
// Everything not content-hashed is revalidated (ETag), so a deploy is picked up at once.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: the public pages rendered ahead in the visitor's language
 * (prerendered-pages.ts), and index.html for every other GET, so a deep link such as
 * /reservation/HM-2026-123456789 loads the SPA on refresh; with 404 when the address is none of
 * the route table's (isPagePath). Mounted before Nest's routes; server
 * paths (/api, /admin/queues) fall through to them. `publicUrl` is the site's address in the
 * pre-rendered pages' links.
 */
/** What the server knows about a page address of the route table. */
export interface PageLookup {
  /** It names nothing (a blog post that is not public): the app's not-found screen comes with 404. */
  missing: boolean;
  /** Rendered on the server from the database (a public blog post); else the app shell. */
  page?: ServerPage;
}

export interface SpaOptions {
  /**
   * Looks a page address up (`origin` is PUBLIC_URL's, for the absolute links of a rendered page).
   * A lookup that fails serves the app shell as found.
   */
  lookup?: (path: string, origin: string) => Promise<PageLookup>;
  /** Structured data at the end of the pre-rendered pages. */
  prerenderedTail?: PageTail;
}

export function serveSpa(app: Application, distDir: string, publicUrl: string, logger: LoggerService, options: SpaOptions = {}): void {
  const indexFile = join(distDir, 'index.html');
  const isPageRequest = (req: Request): boolean => (req.method === 'GET' || req.method === 'HEAD') && !isServerPath(req.path);

  if (!existsSync(indexFile)) {
    logger.warn(`${indexFile} does not exist: pages answer 503 until the web app is built (npm run build -w @hm/web)`, 'Spa');
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (!isPageRequest(req)) return next();
      res
        .status(503)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('The web app is not built yet. Run "npm run build -w @hm/web" and reload.\n');
    });
    app.use(notFoundOutsideServerPaths);
    return;
  }

  const assets = express.static(join(distDir, 'assets'), {
    index: false,
    redirect: false,
    setHeaders: (res) => res.setHeader('Cache-Control', HASHED_ASSETS),
  });
  const files = express.static(distDir, { index: false, redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', REVALIDATE) });

  app.use(
    '/assets',
    precompressedAssets(join(distDir, 'assets'), HASHED_ASSETS),
    assets,
    (req: Request, res: Response, next: NextFunction) => {
      // A missing hashed asset (a stale tab after a deploy) must not receive index.html as JS.
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Not found\n');
    },
  );
  const origin = new URL(publicUrl).origin;
  const lookup = async (path: string): Promise<PageLookup> => {
    if (!isPagePath(path)) return { missing: true };
    try {
      return (await options.lookup?.(path, origin)) ?? { missing: false };
    } catch (error) {
      logger.warn(
        `could not tell whether ${path} exists (${error instanceof Error ? error.message : String(error)}); served as found`,
        'Spa',
      );
      return { missing: false };
    }
  };
  const template = new HtmlTemplate(indexFile);
  const pages = loadPrerenderedPages(distDir);
  if (pages.size === 0) logger.warn(`${distDir} has no pre-rendered pages: every page renders in the browser`, 'Spa');
  app.use(prerenderedPages(pages, publicUrl, options.prerenderedTail));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    files(req, res, () => {
      // An address that is no page of the app, or names nothing, gets the app's not-found screen
      // with a 404, so crawlers and link checkers see it as missing.
      void lookup(req.path).then((found) => {
        if (found.missing) res.status(404);
        res.setHeader('Cache-Control', REVALIDATE);
        if (found.page) {
          res.setHeader('Content-Language', found.page.language);
          let html: string;
          try {
            html = pageHtml(template.get(), found.page);
          } catch (error) {
            return next(error);
          }
          return sendHtml(req, res, next, html);
        }
        res.sendFile(indexFile, (error) => {
          if (error && !res.headersSent) next(error);
        });
      });
    });
  });
  app.use(notFoundOutsideServerPaths);
}

/** Nest answers unknown routes under /api only; other methods on page paths get the same JSON 404. */
function notFoundOutsideServerPaths(req: Request, res: Response, next: NextFunction): void {
  if (isServerPath(req.path)) return next();
  const body: ApiErrorBody = { statusCode: 404, code: ApiErrorCode.NOT_FOUND, message: `Cannot ${req.method} ${req.path}` };
  res.status(404).json(body);
}
