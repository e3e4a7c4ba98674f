import type { LoggerService } from '@nestjs/common';
import express, { type Application, type Request, type Response, type NextFunction } from 'express';
import { ApiErrorCode, isPagePath, type ApiErrorBody } from '@hm/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SEO_ROOT_FILES } from '../modules/seo/seo-paths.js';
import { precompressedAssets } from './precompressed-assets.js';
import { loadPrerenderedPages, prerenderedPages } from './prerendered-pages.js';

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
export interface SpaOptions {
  /**
   * Whether a page address of the route table still names nothing (a blog post that is not public):
   * its not-found screen then comes with 404. A lookup that fails serves the page as found.
   */
  isMissing?: (path: string) => Promise<boolean>;
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
  const missing = async (path: string): Promise<boolean> => {
    if (!isPagePath(path)) return true;
    try {
      return (await options.isMissing?.(path)) ?? false;
    } catch (error) {
      logger.warn(
        `could not tell whether ${path} exists (${error instanceof Error ? error.message : String(error)}); served as found`,
        'Spa',
      );
      return false;
    }
  };
  const pages = loadPrerenderedPages(distDir);
  if (pages.size === 0) logger.warn(`${distDir} has no pre-rendered pages: every page renders in the browser`, 'Spa');
  app.use(prerenderedPages(pages, publicUrl));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    files(req, res, () => {
      // An address that is no page of the app, or names nothing (isMissing), gets the app's
      // not-found screen with a 404, so crawlers and link checkers see it as missing.
      void missing(req.path).then((notFound) => {
        if (notFound) res.status(404);
        res.setHeader('Cache-Control', REVALIDATE);
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
