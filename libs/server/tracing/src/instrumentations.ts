import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import type { TracerProvider } from '@opentelemetry/api';

/** HTTP in and out, PostgreSQL queries (statements without their values) and Redis commands. */
export function instrument(tracerProvider: TracerProvider, ignorePaths: readonly string[]): void {
  registerInstrumentations({
    tracerProvider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => ignorePaths.some((path) => request.url?.startsWith(path) ?? false),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      // Command names only: a Redis argument may be a session id or a job's data.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
    ],
  });
}
