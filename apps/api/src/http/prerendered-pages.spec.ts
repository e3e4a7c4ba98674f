import cookieParser from 'cookie-parser';
import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRERENDER_MANIFEST, PRERENDER_ORIGIN_PLACEHOLDER, PRERENDER_PAGE_URL_PLACEHOLDER } from '@hm/contracts';
import { loadPrerenderedPages, prerenderedPages } from './prerendered-pages.js';

const SITE = 'https://homemate.example';

const page = (language: string) =>
  `<html lang="${language}"><head><link rel="canonical" href="${PRERENDER_PAGE_URL_PLACEHOLDER}"/>` +
  `<link rel="alternate" hrefLang="fr" href="${PRERENDER_ORIGIN_PLACEHOLDER}/services?lang=fr"/></head><body>${language} page</body></html>`;

describe('prerenderedPages', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hm-prerendered-'));
    mkdirSync(join(dist, 'prerendered', 'fr'), { recursive: true });
    mkdirSync(join(dist, 'prerendered', 'en'), { recursive: true });
    writeFileSync(join(dist, 'prerendered', 'fr', 'services.html'), page('fr'));
    writeFileSync(join(dist, 'prerendered', 'en', 'services.html'), page('en'));
    writeFileSync(join(dist, PRERENDER_MANIFEST), JSON.stringify({ '/services': { fr: 'fr/services.html', en: 'en/services.html' } }));
    const app = express();
    // As behind a proxy: X-Forwarded-Host and -Proto are believed, and must still not be used.
    app.set('trust proxy', 1);
    app.use(cookieParser());
    app.use(prerenderedPages(loadPrerenderedPages(dist), `${SITE}/`));
    app.use((_req, res) => res.status(200).send('app shell'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Raw bytes, to see what was sent (fetch would decompress and could not set Host).
  async function get(path: string, headers: Record<string, string> = {}) {
    const { request } = await import('node:http');
    return new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      request(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ headers: response.headers, body: body.toString() });
        });
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the page in the language of ?lang=, with the addresses of the site', async () => {
    const { headers, body } = await get('/services?lang=fr', { 'accept-language': 'en-US' });
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-language']).toBe('fr');
    expect(headers['vary']).toMatch(/Accept-Language.*Cookie.*Accept-Encoding/);
    expect(body).toContain('fr page');
    expect(body).toContain(`<link rel="canonical" href="${SITE}/services?lang=fr"/>`);
    expect(body).toContain(`hrefLang="fr" href="${SITE}/services?lang=fr"`);
    expect(body).not.toContain('.invalid');
  });

  it('follows the language cookie, then Accept-Language, else English', async () => {
    expect((await get('/services', { cookie: 'i18nextLng=fr', 'accept-language': 'en' })).body).toContain('fr page');
    expect((await get('/services', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).body).toContain('fr page');
    expect((await get('/services', { 'accept-language': 'de' })).body).toContain('en page');
  });

  it('names the bare address canonical for itself', async () => {
    expect((await get('/services', { 'accept-language': 'fr' })).body).toContain(`<link rel="canonical" href="${SITE}/services"/>`);
  });

  it('compresses with what the browser accepts', async () => {
    expect((await get('/services', { 'accept-encoding': 'gzip, deflate, br' })).headers['content-encoding']).toBe('br');
    expect((await get('/services', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/services', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('en page');
  });

  it('puts PUBLIC_URL, never the Host or X-Forwarded-Host header, in every absolute link', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example"><script>x</script>' },
    ];
    for (const headers of forged) {
      const { body } = await get('/services?lang=fr', headers);
      const links = [...body.matchAll(/https?:\/\/[^"'\s<>]*/g)].map(([link]) => link);
      expect({ headers, links }).toEqual({ headers, links: [`${SITE}/services?lang=fr`, `${SITE}/services?lang=fr`] });
      expect(body).not.toContain('evil');
    }
  });

  it('leaves other paths and addresses with other parameters to the app shell', async () => {
    expect((await get('/about')).body).toBe('app shell');
    expect((await get('/services?q=plumbing')).body).toBe('app shell');
    expect((await get('/services?lang=fr&utm_source=mail')).body).toBe('app shell');
  });
});
