import { register } from 'node:module';

export interface TracingOptions {
  /** OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT); null: tracing off, nothing is loaded. */
  endpoint: string | null;
  /** Percentage of new traces recorded and exported (a job follows the choice made for its request). */
  samplePercent: number;
  /** `service.name` of every span: homemate-api, homemate-worker. */
  serviceName: string;
}

export interface Tracing {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

let started = false;

/** What the instrumentations patch (instrumentations.ts), as ES modules import them. */
const INTERCEPTED = ['pg', 'pg-pool', 'ioredis'];

/** Whether this process traces (startTracing ran with an endpoint). */
export const tracingOn = (): boolean => started;

/**
 * Starts OpenTelemetry tracing of PostgreSQL and Redis (and, through server-span.ts and
 * queue-telemetry.ts, of HTTP requests and BullMQ jobs), exported over OTLP/HTTP, when an endpoint
 * is set. Must run before the application's modules are imported: the instrumentations patch `pg`
 * and `ioredis` as they load (ES modules through the import-in-the-middle loader hook registered here). With no endpoint it loads nothing and returns
 * null, so a process without a collector pays nothing for tracing.
 */
export async function startTracing(options: TracingOptions): Promise<Tracing | null> {
  if (!options.endpoint) return null;
  // Only the modules traced are intercepted: wrapping every ES module would slow every request.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, { data: { include: INTERCEPTED } });
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    instrumentation,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('./instrumentations.js'),
  ]);
  const base = options.endpoint.endsWith('/') ? options.endpoint : `${options.endpoint}/`;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    // A trace not sampled still has its ids (in the logs and the jobs' carriers); it is only not recorded.
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(options.samplePercent / 100) }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: new URL('v1/traces', base).href }), { scheduledDelayMillis: 1000 }),
    ],
  });
  // The global provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  started = true;
  instrumentation.instrument(provider);
  return { shutdown: () => provider.shutdown() };
}
