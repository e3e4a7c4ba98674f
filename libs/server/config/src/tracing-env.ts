import { readEnv, type EnvSource } from './read-env.js';

/**
 * OTEL_EXPORTER_OTLP_ENDPOINT alone, for the API and the worker to start tracing before anything
 * else loads (their full settings' modules already import what tracing must patch); null: tracing off.
 */
export function readTracingEndpoint(source: EnvSource = process.env): string | null {
  return readEnv(['OTEL_EXPORTER_OTLP_ENDPOINT'], source).OTEL_EXPORTER_OTLP_ENDPOINT ?? null;
}
