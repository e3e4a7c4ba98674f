import { JwtService } from '@nestjs/jwt';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { SOCKET_IO_PATH, type ClientToServerEvents, type ServerHelloPayload, type ServerToClientEvents } from '@hm/contracts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { deleteRedisKeys, startApp, type RunningApp } from './testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from './testing/test-config.js';

const SUITE = 'app';
const INDEX_HTML = '<!doctype html><html><head><title>HomeMate test shell</title></head><body><div id="root"></div></body></html>';

describe('API application (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let webDir: string;
  let running: RunningApp;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api');
    webDir = await mkdtemp(join(tmpdir(), 'hm-api-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), INDEX_HTML);
    await writeFile(join(webDir, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    running = await startApp(testConfig({ DATABASE_URL: db.url, WEB_DIST_DIR: webDir }, { suite: SUITE }));
    base = running.baseUrl;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await running?.close();
    await db?.drop();
    await rm(webDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const getJson = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    return { response, body: (await response.json()) as Record<string, unknown> };
  };

  describe('health and docs', () => {
    it('reports database and Redis up', async () => {
      const { response, body } = await getJson('/api/health');
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ status: 'ok', details: { database: { status: 'up' }, redis: { status: 'up' } } });
    });

    it('serves Swagger UI and the OpenAPI document', async () => {
      const ui = await fetch(`${base}/api/docs`);
      expect(ui.status).toBe(200);
      expect(await ui.text()).toMatch(/swagger-ui/i);
      const { response, body } = await getJson('/api/docs-json');
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'HomeMate API' } });
      expect(Object.keys(body.paths as object)).toEqual(
        expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/oauth/{provider}', '/api/me']),
      );
    });
  });

  describe('single-page app', () => {
    it('answers a deep link with index.html, revalidated on every visit', async () => {
      for (const path of ['/', '/reservation/HM-2026-123456789', '/auth/callback?code=x']) {
        const response = await fetch(`${base}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toBe(INDEX_HTML);
      }
    });

    it("answers an unknown address, and a post no reader may see, with the app's not-found screen and 404", async () => {
      // No post is in this database: the seeded guide's address names nothing here.
      for (const path of ['/page-that-does-not-exist', '/blog/ultimate-home-maintenance-guide']) {
        const response = await fetch(`${base}${path}`);
        expect([path, response.status]).toEqual([path, 404]);
        expect(await response.text()).toBe(INDEX_HTML);
      }
    });

    it('caches hashed assets for a year and 404s a missing one', async () => {
      const asset = await fetch(`${base}/assets/index-Ab12Cd34.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await asset.text()).toBe('console.log("app")');
      const missing = await fetch(`${base}/assets/index-Old00000.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('<html');
      const favicon = await fetch(`${base}/favicon.svg`);
      expect(favicon.status).toBe(200);
      expect(favicon.headers.get('cache-control')).toBe('no-cache');
    });

    it('sends security headers with a CSP that allows the SPA and its socket', async () => {
      const response = await fetch(`${base}/about`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });

  describe('errors', () => {
    it('answers an unknown /api route with the JSON 404 body, not the SPA', async () => {
      const { response, body } = await getJson('/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing' });
    });

    it('answers other methods on page paths with the JSON 404 body', async () => {
      const { response, body } = await getJson('/reservation/HM-2026-123456789', { method: 'POST' });
      expect(response.status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('answers malformed JSON with 400 BAD_REQUEST', async () => {
      const { response, body } = await getJson('/api/health', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":',
      });
      expect(response.status).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    });
  });

  // Bull Board's admin-role guard is covered by modules/admin-queues/admin-queues.int-spec.ts.

  describe('Socket.IO at /api/socket.io', () => {
    type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
    const connect = (auth?: Record<string, unknown>): ClientSocket => {
      const socket: ClientSocket = io(base, { path: SOCKET_IO_PATH, transports: ['websocket'], auth, reconnection: false, forceNew: true });
      sockets.push(socket);
      return socket;
    };
    const hello = (socket: ClientSocket) =>
      new Promise<ServerHelloPayload>((resolve, reject) => {
        socket.once('server:hello', resolve);
        socket.once('connect_error', reject);
      });

    it('greets an anonymous visitor and answers ping', async () => {
      const socket = connect();
      expect(await hello(socket)).toMatchObject({ authenticated: false, recovered: false });
      const pong = await socket.timeout(2000).emitWithAck('ping');
      expect(Date.parse(pong.serverTime)).not.toBeNaN();
    });

    it('accepts the access token of an open session, and refuses it once signed out', async () => {
      const signUp = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Sock',
          lastName: 'Et',
          email: 'socket@example.com',
          password: 'Socket2026x',
          locale: 'en',
          acceptTerms: true,
        }),
      });
      expect(signUp.status).toBe(201);
      const { accessToken: token } = (await signUp.json()) as { accessToken: string };
      expect(await hello(connect({ token }))).toMatchObject({ authenticated: true });
      const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect((await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
      await expect(hello(connect({ token }))).rejects.toThrow('INVALID_TOKEN');
    });

    it('refuses an invalid token', async () => {
      const forged = new JwtService({ secret: 'someone-else-secret-someone-else-secret' }).sign({ sub: 'user-1', role: 'admin' });
      await expect(hello(connect({ token: forged }))).rejects.toThrow('INVALID_TOKEN');
      await expect(hello(connect({ token: 'garbage' }))).rejects.toThrow('INVALID_TOKEN');
    });
  });
});
