import type { LoggerService } from '@nestjs/common';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
