import { RESERVATION_ROUTES } from '@hm/contracts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Signed } from '../testing/accounts-client.js';
import { DEFAULT_PARAMS, ROUTE_PERMISSIONS } from './route-permissions.js';
import { createFixtures, startSecurityApp, type Fixtures, type SecurityApp } from './security-fixtures.js';

// No browser or proxy keeps a personal answer (http/no-store.ts): everything under /api is
// no-store unless it is a public file, and a JSON answer to a request carrying a session is
// no-store whatever the route; the public files keep their caching.

const ASSET = '/assets/index-Ab12Cd34.js';

describe('Cache-Control of personal and public answers (real PostgreSQL and Redis)', () => {
  let webDir: string;
  let app: SecurityApp;
  let fixtures: Fixtures;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'hm-security-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(webDir, ASSET), 'console.log("app")');
    app = await startSecurityApp('cache-control', { WEB_DIST_DIR: webDir });
    fixtures = await createFixtures(app);
  });

  afterAll(async () => {
    await app?.close();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  const bearer = (who: Signed) => ({ authorization: `Bearer ${who.session.accessToken}` });
  const cacheControl = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.app.baseUrl}${path}`, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      cacheControl: response.headers.get('cache-control'),
    };
  };

  it('answers the dashboard list, its counts, the profile and a booking with no-store', async () => {
    const { customerA } = fixtures.users;
    const number = fixtures.booking.bookingNumber;
    for (const path of [
      RESERVATION_ROUTES.list,
      RESERVATION_ROUTES.counts,
      'me',
      RESERVATION_ROUTES.reservation(number),
      RESERVATION_ROUTES.messages(number),
    ]) {
      expect({ path, ...(await cacheControl(`/api/${path}`, bearer(customerA))) }).toEqual({
        path,
        status: 200,
        type: expect.stringMatching(/json/),
        cacheControl: 'no-store',
      });
    }
  });

  it('answers every documented GET route with no-store when a session calls it, public files excepted', async () => {
    const doc = (await (await fetch(`${app.app.baseUrl}/api/docs-json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
    expect(routes.length).toBeGreaterThan(20);
    const publicFiles: Record<string, string> = {
      '/api/uploads/{file}': 'public, max-age=31536000, immutable',
      '/api/legal/{file}': 'public, max-age=86400',
    };
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const template of routes) {
      const params: Record<string, string> = { ...DEFAULT_PARAMS(fixtures), ...ROUTE_PERMISSIONS[`GET ${template}`]?.params?.(fixtures) };
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
      for (const [role, who] of Object.entries(fixtures.users)) {
        const answer = await cacheControl(path, bearer(who));
        answers[`${role} ${template}`] = answer.cacheControl;
        expected[`${role} ${template}`] =
          publicFiles[template] !== undefined && !/json/.test(answer.type) ? publicFiles[template] : 'no-store';
      }
    }
    expect(answers).toEqual(expected);
  });

  it('makes a public JSON answer no-store once the request carries a session, by token or by refresh cookie', async () => {
    const { customerA } = fixtures.users;
    expect((await cacheControl('/api/public-config')).cacheControl).toBe('public, max-age=300');
    expect((await cacheControl('/api/public-config', bearer(customerA))).cacheControl).toBe('no-store');
    expect((await cacheControl('/api/public-config', { cookie: customerA.cookie })).cacheControl).toBe('no-store');
  });

  it('keeps the caching of public files and assets, which browsers fetch with the refresh cookie', async () => {
    const { customerA } = fixtures.users;
    const session = { cookie: customerA.cookie, ...bearer(customerA) };
    expect(await cacheControl(ASSET, session)).toMatchObject({ status: 200, cacheControl: 'public, max-age=31536000, immutable' });
    expect(await cacheControl(`/api/uploads/${fixtures.uploadedFile}`, session)).toMatchObject({
      status: 200,
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await cacheControl('/api/legal/privacy-policy.pdf?lang=fr', session)).toMatchObject({
      status: 200,
      cacheControl: 'public, max-age=86400',
    });
    expect(await cacheControl('/robots.txt', session)).toMatchObject({ status: 200, cacheControl: 'public, max-age=3600' });
  });

  it('answers errors and anonymous API calls with no-store too', async () => {
    expect(await cacheControl('/api/me')).toMatchObject({ status: 401, cacheControl: 'no-store' });
    expect(await cacheControl('/api/nowhere')).toMatchObject({ status: 404, cacheControl: 'no-store' });
    // A file that does not exist yet must not be remembered as missing for a year.
    expect(await cacheControl('/api/uploads/00000000-0000-4000-8000-000000000000.png')).toMatchObject({
      status: 404,
      cacheControl: 'no-store',
    });
  });
});
