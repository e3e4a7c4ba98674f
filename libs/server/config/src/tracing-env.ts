import { readEnv, type EnvSource } from './read-env.js';

/** Where traces go (null: tracing off) and the percentage of requests traced. */
export interface TracingSettings {
  endpoint: string | null;
  samplePercent: number;
}

/**
 * The tracing variables alone, for the API and the worker to start tracing before anything else
 * loads (their full settings' modules already import what tracing must patch).
 */
export function readTracingSettings(source: EnvSource = process.env): TracingSettings {
  const env = readEnv(['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLE_PERCENT'], source);
  return { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null, samplePercent: env.OTEL_TRACES_SAMPLE_PERCENT };
}
