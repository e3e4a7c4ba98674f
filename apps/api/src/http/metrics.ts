import {
  addDbPoolGauges,
  addOutboxGauges,
  addQueueGauges,
  createMetricsRegistry,
  Counter,
  Gauge,
  Histogram,
  metricsAuthorized,
  type PoolCounts,
  type SqlReader,
} from '@hm/metrics';
import type { TypedQueues } from '@hm/queue';
import type { Express, NextFunction, Request, Response } from 'express';
import { routeOf } from './route-of.js';

export const METRICS_PATH = '/metrics';

export interface ApiMetricsSources {
  queues: TypedQueues;
  read: SqlReader;
  pool: () => Promise<PoolCounts>;
  /** Socket.IO connections open on this process. */
  sockets: () => number;
}

/**
 * The API's Prometheus metrics (docs/operations.md "Metrics"), served at GET /metrics outside the
 * /api prefix, to a scrape that sends METRICS_TOKEN: HTTP requests by route and status with their
 * latency, Socket.IO connections, each queue's jobs by state, the outbox's lag, the database pool,
 * and Node's own (event-loop lag among them). Without a token the route answers 404: off.
 */
export function mountMetrics(server: Express, token: string | null, sources: ApiMetricsSources): void {
  const registry = createMetricsRegistry('api');
  const requests = new Counter({
    name: 'hm_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'hm_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'hm_socketio_connections',
    help: 'Socket.IO connections open on this API process',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  addQueueGauges(registry, sources.queues);
  addOutboxGauges(registry, sources.read);
  addDbPoolGauges(registry, sources.pool);

  server.use((request: Request, response: Response, next: NextFunction) => {
    if (request.path === METRICS_PATH) return next();
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const route = routeOf(request);
      const status = response.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  });
  server.get(METRICS_PATH, (request: Request, response: Response) => {
    if (!token) return void response.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Metrics are off.' });
    if (!metricsAuthorized(request.headers.authorization, token))
      return void response.status(401).json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'A metrics token is required.' });
    registry
      .metrics()
      .then((text) => response.set('Cache-Control', 'no-store').type(registry.contentType).send(text))
      .catch(() => response.status(503).json({ statusCode: 503, code: 'METRICS_UNAVAILABLE', message: 'Metrics could not be read.' }));
  });
}
