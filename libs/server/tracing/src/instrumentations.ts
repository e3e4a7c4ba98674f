import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { TracerProvider } from '@opentelemetry/api';

/**
 * PostgreSQL statements (without their values) and Redis commands, each inside the span of the
 * request or job that ran it. Incoming HTTP requests get their span from server-span.ts, not from
 * OpenTelemetry's HTTP instrumentation: that one alone took about 5 % of the API's throughput.
 */
export function instrument(tracerProvider: TracerProvider): void {
  registerInstrumentations({
    tracerProvider,
    instrumentations: [
      new PgInstrumentation({ enhancedDatabaseReporting: false, ignoreConnectSpans: true, requireParentSpan: true }),
      // Command names only: a Redis argument may be a session id or a job's data.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command, requireParentSpan: true }),
    ],
  });
}
