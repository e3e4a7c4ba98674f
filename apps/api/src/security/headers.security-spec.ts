import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountsClient } from '../testing/accounts-client.js';
import { PNG, startSecurityApp, type SecurityApp } from './security-fixtures.js';

// Security headers on every kind of answer: the SPA's pages, JSON, errors, Swagger UI,
// uploads. Helmet sets them (http/helmet-options.ts); HSTS only where the site is https.

const PUBLIC_URL = 'https://homemate.test';

describe('security headers (real PostgreSQL and Redis)', () => {
  let webDir: string;
  let dev: SecurityApp;
  let production: SecurityApp;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'hm-security-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    dev = await startSecurityApp('headers-dev', { WEB_DIST_DIR: webDir });
    production = await startSecurityApp('headers-prod', { NODE_ENV: 'production', PUBLIC_URL, WEB_DIST_DIR: webDir });
  });

  afterAll(async () => {
    await dev?.close();
    await production?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  const PATHS = [
    '/',
    '/book-service',
    '/assets/index-Ab12Cd34.js',
    '/api/health',
    '/api/public-config',
    '/api/me',
    '/api/nowhere',
    '/api/docs',
    '/api/docs-json',
  ];

  /** Directives of a Content-Security-Policy header, by name. */
  const directives = (csp: string): Record<string, string[]> =>
    Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        // Directive names are case-insensitive.
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );

  it.each(['dev', 'production'] as const)('sends a strict CSP and the hardening headers on every kind of answer (%s)', async (which) => {
    const app = which === 'dev' ? dev : production;
    for (const path of PATHS) {
      const response = await fetch(`${app.app.baseUrl}${path}`);
      const where = `${which} ${path} (${response.status})`;
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      const scripts = csp['script-src'] ?? csp['default-src'];
      expect({ where, scripts }).toEqual({ where, scripts: ["'self'"] });
      // No inline script anywhere: neither unsafe-inline/unsafe-eval nor attribute handlers. A browser
      // takes the handlers' rule from script-src-attr, else script-src, else default-src.
      const attributes = csp['script-src-attr'] ?? scripts;
      expect({ where, attributes }).toEqual({ where, attributes: ["'none'"] });
      expect({
        where,
        defaultSrc: csp['default-src'],
        objectSrc: csp['object-src'],
        baseUri: csp['base-uri'],
        frameAncestors: csp['frame-ancestors'],
      }).toEqual({
        where,
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      });
      expect({
        where,
        poweredBy: response.headers.get('x-powered-by'),
        nosniff: response.headers.get('x-content-type-options'),
        frameOptions: response.headers.get('x-frame-options'),
        referrer: response.headers.get('referrer-policy'),
      }).toEqual({
        where,
        poweredBy: null,
        nosniff: 'nosniff',
        frameOptions: expect.stringMatching(/^(DENY|SAMEORIGIN)$/),
        referrer: expect.stringMatching(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/),
      });
    }
  });

  it.each(['dev', 'production'] as const)(
    'serves uploads sandboxed, under a policy of their own that allows nothing (%s)',
    async (which) => {
      const app = which === 'dev' ? dev : production;
      const name = `${randomUUID()}.png`;
      await writeFile(join(app.uploadDir, name), PNG);
      const response = await fetch(`${app.app.baseUrl}/api/uploads/${name}`);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      // A bare sandbox: no allow-scripts, no allow-same-origin. Opened as a page, a file runs nothing.
      expect({ sandbox: csp.sandbox, defaultSrc: csp['default-src'] }).toEqual({ sandbox: [], defaultSrc: ["'none'"] });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('sends HSTS (with subdomains, at least 180 days) and upgrade-insecure-requests in production over https', async () => {
    for (const path of PATHS) {
      const response = await fetch(`${production.app.baseUrl}${path}`);
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect({ path, hsts }).toEqual({ path, hsts: expect.stringMatching(/includeSubDomains/) });
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
      expect(directives(response.headers.get('content-security-policy') ?? '')).toHaveProperty('upgrade-insecure-requests');
    }
  });

  it('keeps the refresh cookie HttpOnly, SameSite=Lax and, in production, Secure with the __Host- prefix', async () => {
    const client = new AccountsClient(production.app.baseUrl, '__Host-hm_refresh');
    const signed = await client.signUp();
    const cookie = client.refreshCookieOf(signed.response)!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', secure: true, path: '/' });
    expect(cookie.attributes).not.toHaveProperty('domain');
  });
});
