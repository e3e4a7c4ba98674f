import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp, type Options } from 'pino-http';
import { loggerParams, maskSecretsInUrl } from './logger-params.js';

describe('request logs', () => {
  let server: Server;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const log = pinoHttp(loggerParams({ log: { level: 'info' } }).pinoHttp as Options, destination);
    server = createServer((req, res) => {
      log(req, res);
      res.setHeader('set-cookie', 'hm_admin=session-value; HttpOnly');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('logs API requests without credentials', async () => {
    await fetch(`${base}/admin/queues?token=super-secret-admin-token&x=1`, {
      headers: { authorization: 'Bearer secret-jwt', cookie: 'hm_admin=secret-cookie' },
    });
    await fetch(`${base}/api/things`, { headers: { authorization: 'Bearer another-secret' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.join('\n');
    expect(lines).toHaveLength(2);
    expect(logged).toContain('/admin/queues?token=[Redacted]&x=1');
    expect(logged).toContain('/api/things');
    for (const secret of ['super-secret-admin-token', 'secret-jwt', 'secret-cookie', 'another-secret', 'session-value']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('skips page and asset requests and health probes', async () => {
    const before = lines.length;
    await fetch(`${base}/reservation/HM-2026-123456789`);
    await fetch(`${base}/assets/index-abc.js`);
    await fetch(`${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.length).toBe(before);
  });

  it('masks a token wherever it is in the query', () => {
    expect(maskSecretsInUrl('/a?x=1&token=abc#f')).toBe('/a?x=1&token=[Redacted]#f');
    expect(maskSecretsInUrl('/a?TOKEN=abc')).toBe('/a?TOKEN=[Redacted]');
    expect(maskSecretsInUrl('/a?mytoken=abc')).toBe('/a?mytoken=abc');
  });
});
