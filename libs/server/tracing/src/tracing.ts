import { register } from 'node:module';

export interface TracingOptions {
  /** OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT); null: tracing off, nothing is loaded. */
  endpoint: string | null;
  /** `service.name` of every span: homemate-api, homemate-worker. */
  serviceName: string;
  /** Incoming requests on these paths make no span (health probes, metrics scrapes). */
  ignorePaths?: readonly string[];
}

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

let started = false;

/** Whether this process traces (startTracing ran with an endpoint). */
export const tracingOn = (): boolean => started;

/**
 * Starts OpenTelemetry tracing of HTTP (in and out), PostgreSQL and Redis, exported over OTLP/HTTP,
 * when an endpoint is set. Must run before the application's modules are imported: the
 * instrumentations patch `pg`, `ioredis` and `http` as they load (ES modules through the
 * import-in-the-middle loader hook registered here). With no endpoint it loads nothing and returns
 * null, so a process without a collector pays nothing for tracing.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | null> {
  if (!options.endpoint) return null;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, instrumentation] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('./instrumentations.js'),
    ]);
  const base = options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: new URL('v1/traces', base).href }), { scheduledDelayMillis: 1000 }),
    ],
  });
  // The global provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  started = true;
  instrumentation.instrument(provider, options.ignorePaths ?? []);
  return { shutdown: () => provider.shutdown() };
}
