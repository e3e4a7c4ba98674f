import { LEGAL_ROUTES, PRERENDER_MANIFEST, PRERENDER_ORIGIN_PLACEHOLDER, PRERENDER_PAGE_URL_PLACEHOLDER } from '@hm/contracts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pdfTextLines } from '../testing/pdf-text.js';
import { startSecurityApp, type SecurityApp } from './security-fixtures.js';

/** The structured data's vocabulary: the one absolute address a page names that is not ours. */
const SCHEMA_ORG = 'https://schema.org';

// Host header injection: a cache in front of the site keys a page by its address, not by the
// Host or X-Forwarded-Host a client sent, so no absolute link the API writes may come from them.
// Every one is built from PUBLIC_URL, even behind a trusted proxy.

const PUBLIC_URL = 'https://homemate.test';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'accept-encoding': 'gzip' };

/** A pre-rendered page as the web build writes it: its head links and data carry placeholders. */
const prerendered = (language: string) =>
  `<!doctype html><html lang="${language}"><head><!--hm-prerender-head-->` +
  `<link rel="canonical" href="${PRERENDER_PAGE_URL_PLACEHOLDER}"/>` +
  ['fr', 'en']
    .map((lang) => `<link rel="alternate" hrefLang="${lang}" href="${PRERENDER_ORIGIN_PLACEHOLDER}/services?lang=${lang}"/>`)
    .join('') +
  `<link rel="alternate" hrefLang="x-default" href="${PRERENDER_ORIGIN_PLACEHOLDER}/services"/>` +
  `<meta property="og:url" content="${PRERENDER_PAGE_URL_PLACEHOLDER}"/><!--/hm-prerender-head--></head>` +
  `<body><div id="root"><main>${language}</main></div></body></html>`;

/** GET with headers fetch() will not send (Host), the body decompressed. */
function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          body: response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

const absoluteLinks = (text: string): string[] => [...text.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map(([link]) => link);

describe('absolute links come from PUBLIC_URL, never from Host or X-Forwarded-Host (real PostgreSQL and Redis)', () => {
  let webDir: string;
  let app: SecurityApp;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'hm-security-web-'));
    await mkdir(join(webDir, 'prerendered'), { recursive: true });
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDir, 'prerendered', 'services-fr.html'), prerendered('fr'));
    await writeFile(join(webDir, 'prerendered', 'services-en.html'), prerendered('en'));
    await writeFile(join(webDir, PRERENDER_MANIFEST), JSON.stringify({ '/services': { fr: 'services-fr.html', en: 'services-en.html' } }));
    app = await startSecurityApp('host-header', {
      NODE_ENV: 'production',
      PUBLIC_URL,
      WEB_DIST_DIR: webDir,
      // Behind one proxy, whose X-Forwarded-* headers the API believes for the client's address.
      TRUST_PROXY: '1',
      OAUTH_GOOGLE_CLIENT_ID: 'host-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'host-secret',
    });
  });

  afterAll(async () => {
    await app?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  it('in the pre-rendered pages: canonical, hreflang and og:url', async () => {
    for (const path of ['/services', '/services?lang=fr', '/services?lang=en']) {
      const { status, body } = await get(app.app.baseUrl, path, FORGED);
      const html = body.toString();
      const links = absoluteLinks(html);
      // canonical, og:url, three hreflang, and the LocalBusiness JSON-LD's addresses: every one from
      // PUBLIC_URL, but the JSON-LD's vocabulary (its @context).
      expect({ path, status, links: links.length }).toEqual({ path, status: 200, links: 12 });
      const foreign = links.filter((link) => !link.startsWith(`${PUBLIC_URL}/`) && link !== SCHEMA_ORG);
      expect({ path, foreign }).toEqual({ path, foreign: [] });
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}${path}"/>`);
    }
  });

  it('in robots.txt, sitemap.xml and the legal PDFs', async () => {
    const robots = (await get(app.app.baseUrl, '/robots.txt', FORGED)).body.toString();
    const sitemap = (await get(app.app.baseUrl, '/sitemap.xml', FORGED)).body.toString();
    const pdf = pdfTextLines((await get(app.app.baseUrl, `/api/${LEGAL_ROUTES.pdf('privacy-policy', 'fr')}`, FORGED)).body).join('\n');
    for (const [file, text] of Object.entries({ robots, sitemap, pdf })) {
      // The sitemap also names the XML namespaces it uses (sitemaps.org, w3.org).
      const links = absoluteLinks(text).filter((link) => !/^https?:\/\/www\.(sitemaps\.org|w3\.org)\//.test(link));
      expect({ file, some: links.length > 0, foreign: links.filter((link) => !link.startsWith(`${PUBLIC_URL}/`)) }).toEqual({
        file,
        some: true,
        foreign: [],
      });
    }
  });

  it('in the address the OAuth provider is told to send the visitor back to', async () => {
    const { status, location } = await get(app.app.baseUrl, '/api/auth/oauth/google', FORGED);
    expect(status).toBe(302);
    expect(new URL(location!).searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oauth/google/callback`);
  });
});
