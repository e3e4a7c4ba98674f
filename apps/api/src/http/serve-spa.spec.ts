import type { LoggerService } from '@nestjs/common';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { isServerPath, serveSpa } from './serve-spa.js';

describe('isServerPath', () => {
  it('keeps /api and /admin/queues for the server and everything else for the SPA', () => {
    for (const path of ['/api', '/api/', '/api/health', '/api/socket.io/', '/admin/queues', '/admin/queues/api/queues'])
      expect(isServerPath(path)).toBe(true);
    for (const path of ['/', '/apiary', '/reservation/HM-2026-123456789', '/admin', '/admin/queuesx', '/blog/api'])
      expect(isServerPath(path)).toBe(false);
  });
});

describe('serveSpa without a built web app', () => {
  let server: Server;
  let base: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    const app = express();
    const logger = { warn: (message: string) => warnings.push(message) } as unknown as LoggerService;
    serveSpa(app, join(tmpdir(), 'hm-no-such-web-dist'), 'http://localhost:3000', logger);
    app.use((_req, res) => res.status(418).send('reached the server routes'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('warns once at start-up', () => {
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/hm-no-such-web-dist\/index.html does not exist/);
  });

  it('answers pages with a 503 telling how to build the web app', async () => {
    const response = await fetch(`${base}/reservation/HM-2026-123456789`);
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/npm run build -w @hm\/web/);
  });

  it('leaves server paths to the server', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(418);
    expect((await fetch(`${base}/admin/queues`)).status).toBe(418);
  });

  it('answers other methods on page paths with the JSON 404 body', async () => {
    const response = await fetch(`${base}/contact`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot POST /contact' });
  });
});

describe('serveSpa with a built web app', () => {
  let server: Server;
  let base: string;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'hm-web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><link rel="modulepreload" href="/assets/main.js"></head><body><div id="root"></div>the app</body></html>',
    );
    const app = express();
    serveSpa(app, dist, 'http://localhost:3000', { warn: () => undefined } as unknown as LoggerService, {
      lookup: (path, origin) =>
        path === '/blog/broken'
          ? Promise.reject(new Error('database down'))
          : Promise.resolve(
              path === '/blog/rendered'
                ? {
                    missing: false,
                    page: {
                      language: 'fr',
                      head: '<title>Un article</title>',
                      body: `<article>${origin}</article>`,
                      tail: '<script type="application/ld+json">{}</script>',
                    },
                  }
                : { missing: path === '/blog/gone' },
            ),
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers a page of the route table with the app, and any other address with the app's not-found screen and 404", async () => {
    // A lookup that fails serves the page as found.
    for (const path of ['/about', '/reservation/HM-2026-123456789', '/blog/some-post', '/pro/profile/availability', '/blog/broken']) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      // The empty shell needs the app to show anything: it comes with its preloads.
      expect(await response.text()).toContain('<link rel="modulepreload" href="/assets/main.js"></head><body><div id="root"></div>the app');
    }
    for (const path of ['/page-that-does-not-exist', '/reservation', '/blog/edit/a/b', '/blog/gone']) {
      const response = await fetch(`${base}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toContain('the app');
    }
  });

  it('sends a page the lookup rendered inside the app shell: its language, its head between the markers, its body in #root, no preloads', async () => {
    const response = await fetch(`${base}/blog/rendered`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('fr');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(
      '<!doctype html><html lang="fr"><head><!--hm-prerender-head--><title>Un article</title><!--/hm-prerender-head--></head>' +
        '<body><div id="root"><article>http://localhost:3000</article></div>the app<script type="application/ld+json">{}</script></body></html>',
    );
  });
});
