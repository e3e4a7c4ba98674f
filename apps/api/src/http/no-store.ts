import type { NextFunction, Request, RequestHandler, Response } from 'express';

const NO_STORE = 'no-store';

/** Whether the request carries a session: an Authorization header or the refresh cookie. */
function carriesCredentials(req: Request, refreshCookieName: string): boolean {
  return req.get('authorization') !== undefined || (req.cookies as Record<string, string> | undefined)?.[refreshCookieName] !== undefined;
}

/**
 * Keeps personal data out of browser and shared caches, whatever a route forgets:
 * - every answer under /api is `no-store` unless its route sets its own caching (the public
 *   files do: public-config, legal PDFs, uploaded images, robots.txt and sitemap.xml);
 * - a JSON answer to a request that carries a session is `no-store` even then, as it may be
 *   the caller's own. Other answers (images, scripts) keep their caching: a browser sends the
 *   refresh cookie with every request to the site, assets included.
 * Mounted after cookie-parser, before every route.
 */
export function noStore(apiPrefix: string, refreshCookieName: string): RequestHandler {
  const apiPath = new RegExp(`^/${apiPrefix}(/|$)`);
  return (req: Request, res: Response, next: NextFunction) => {
    if (apiPath.test(req.path)) res.setHeader('Cache-Control', NO_STORE);
    if (carriesCredentials(req, refreshCookieName)) {
      // Routes set their headers after this runs; writeHead is the last moment before they leave.
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        if (/[/+]json\b/i.test(String(this.getHeader('content-type') ?? ''))) this.setHeader('Cache-Control', NO_STORE);
        return writeHead.apply(this, args);
      } as Response['writeHead'];
    }
    next();
  };
}
