import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { precompressedAssets } from './precompressed-assets.js';

const SOURCE = 'console.log("landing");\n'.repeat(50);

describe('precompressedAssets', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hm-assets-'));
    writeFileSync(join(dir, 'index-abc.js'), SOURCE);
    writeFileSync(join(dir, 'index-abc.js.br'), brotliCompressSync(SOURCE));
    writeFileSync(join(dir, 'index-abc.js.gz'), gzipSync(SOURCE));
    writeFileSync(join(dir, 'small-abc.js'), 'x');
    const app = express();
    app.use('/assets', precompressedAssets(dir, 'public, max-age=31536000, immutable'), express.static(dir));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Node's fetch decompresses by itself; the raw bytes show what was sent.
  async function get(path: string, acceptEncoding: string) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends the Brotli copy to browsers that accept it', async () => {
    const response = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SOURCE);
  });

  it('sends the gzip copy when Brotli is not accepted', async () => {
    const response = await get('/assets/index-abc.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-abc.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(SOURCE);
  });

  it('sends the plain file to clients that accept no compression, or when there is no compressed copy', async () => {
    const plain = await get('/assets/index-abc.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SOURCE);
    const small = await get('/assets/small-abc.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('x');
  });
});
