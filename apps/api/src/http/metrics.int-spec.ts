import { startIntStack, type IntStack } from '../testing/int-stack.js';
import { testConfig } from '../testing/test-config.js';

const SUITE = 'metrics';
const TOKEN = 'metrics-token-for-the-int-test';

// GET /metrics (docs/operations.md "Metrics"): Prometheus text for a scrape with the token.
describe('GET /metrics (real PostgreSQL and Redis)', () => {
  let stack: IntStack;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_metrics', SUITE, (url) =>
      testConfig({ DATABASE_URL: url, METRICS_TOKEN: TOKEN }, { suite: SUITE }),
    );
  });

  afterAll(async () => {
    await stack?.close();
  });

  const scrape = (authorization?: string) => fetch(`${stack.app.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-metrics-token-at-all')).status).toBe(401);
  });

  it('counts HTTP requests by route template and status, and reads the queues, the outbox, the pool and Node', async () => {
    expect((await fetch(`${stack.app.baseUrl}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${stack.app.baseUrl}/api/bookings/HM-2026-000000001`)).status).toBe(401);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^hm_http_requests_total\{method="GET",route="\/api\/health\/live",status="200",service="api"\} [1-9]/m);
    expect(text).toMatch(/^hm_http_requests_total\{method="GET",route="\/api\/bookings\/:bookingNumber",status="401",service="api"\} 1$/m);
    expect(text).toMatch(
      /^hm_http_request_duration_seconds_bucket\{le="\+Inf",service="api",method="GET",route="\/api\/health\/live",status_class="2xx"\} 1$/m,
    );
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(text).toMatch(new RegExp(`^hm_queue_jobs\\{queue="mail",state="${state}",service="api"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^hm_outbox_pending_rows\{service="api"\} \d+$/m);
    expect(text).toMatch(/^hm_outbox_oldest_pending_age_seconds\{service="api"\} [\d.]+$/m);
    expect(text).toMatch(/^hm_db_pool_connections\{state="used",service="api"\} \d+$/m);
    expect(text).toMatch(/^hm_socketio_connections\{service="api"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="api"\} /m);
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let stack: IntStack;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_metrics_off', `${SUITE}-off`, (url) =>
      testConfig({ DATABASE_URL: url }, { suite: `${SUITE}-off` }),
    );
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is off: 404, even with a token', async () => {
    expect((await fetch(`${stack.app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
