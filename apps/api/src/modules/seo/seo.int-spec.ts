import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { SitemapRegistry } from './sitemap-registry.js';

const SUITE = 'seo';
const PUBLIC_URL = 'https://homemate.test';

// With a built web app present, so the SPA fallback is in place and must not swallow these files.
describe('robots.txt and sitemap.xml (real app)', () => {
  let db: TestDatabase;
  let webDir: string;
  let app: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_seo');
    webDir = await mkdtemp(join(tmpdir(), 'hm-seo-web-'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>SPA</title>');
    app = await startApp(testConfig({ DATABASE_URL: db.url, PUBLIC_URL, WEB_DIST_DIR: webDir }, { suite: SUITE }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(webDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  it('serves robots.txt at the root, pointing at the sitemap and keeping private pages out', async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain('Disallow: /api/');
  });

  it('serves sitemap.xml listing the public pages in both languages, and a page of another feature', async () => {
    app.app
      .get(SitemapRegistry)
      .register('test posts', async () => [{ path: '/blog/a-test-post', lastModified: new Date('2026-03-01T12:00:00Z') }]);
    const response = await fetch(`${app.baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/?lang=fr</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/privacy-policy?lang=en</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/faq"/>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blog/a-test-post?lang=en</loc>`);
    expect(xml).toContain('<lastmod>2026-03-01T12:00:00.000Z</lastmod>');
    expect(xml).not.toContain('/dashboard');
  });

  it('leaves the pages to the SPA and the API under /api', async () => {
    expect(await (await fetch(`${app.baseUrl}/about`)).text()).toContain('<title>SPA</title>');
    expect((await fetch(`${app.baseUrl}/api/robots.txt`)).status).toBe(404);
  });
});
