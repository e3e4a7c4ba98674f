import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';

export type MetricsService = 'api' | 'worker';

/**
 * A Prometheus registry for one process (docs/operations.md "Metrics"): every series carries the
 * service's name, and Node's own series come with it (event-loop lag, heap, GC, handles, CPU).
 */
export function createMetricsRegistry(service: MetricsService): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Whether a scrape may read the metrics: only with `Authorization: Bearer <METRICS_TOKEN>` (compared
 * in constant time). Without a token configured, metrics are off and nobody may.
 */
export function metricsAuthorized(authorization: string | undefined, token: string | null): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
