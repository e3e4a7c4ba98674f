export { createMetricsRegistry, metricsAuthorized, type MetricsService } from './registry.js';
export { addDbPoolGauges, addOutboxGauges, addQueueGauges, type PoolCounts, type SqlReader } from './shared-gauges.js';
export { Counter, Gauge, Histogram, type Registry } from 'prom-client';
