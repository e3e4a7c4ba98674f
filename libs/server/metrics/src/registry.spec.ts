import { Counter } from 'prom-client';
import { createMetricsRegistry, metricsAuthorized } from './registry.js';

describe('metrics registry', () => {
  it("labels every series with the service and includes Node's event-loop lag", async () => {
    const registry = createMetricsRegistry('worker');
    new Counter({ name: 'hm_test_total', help: 'test', registers: [registry] }).inc();
    const text = await registry.metrics();
    expect(text).toContain('hm_test_total{service="worker"} 1');
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="worker"\} /m);
  });

  it('lets a scrape in only with the configured bearer token', () => {
    expect(metricsAuthorized('Bearer s3cret-metrics-token', 's3cret-metrics-token')).toBe(true);
    expect(metricsAuthorized('Bearer s3cret-metrics-tokeN', 's3cret-metrics-token')).toBe(false);
    expect(metricsAuthorized('Bearer short', 's3cret-metrics-token')).toBe(false);
    expect(metricsAuthorized(undefined, 's3cret-metrics-token')).toBe(false);
    // No token configured: metrics are off.
    expect(metricsAuthorized('Bearer anything', null)).toBe(false);
  });
});
