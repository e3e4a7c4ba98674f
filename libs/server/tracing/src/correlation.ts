import { AsyncLocalStorage } from 'node:async_hooks';
import { context, propagation, trace } from '@opentelemetry/api';

// One request's identity, carried to every log line it causes: in the API while the request runs,
// and in the worker while a job it caused runs (the outbox row and the BullMQ job carry it). The
// trace ids come from OpenTelemetry's active span when tracing is on; without it `propagation` and
// `trace` are the API's no-ops, so this costs one AsyncLocalStorage read.

/** What travels from a request to the jobs it causes: W3C trace context and our request id. */
export interface TraceCarrier {
  requestId?: string;
  traceparent?: string;
  tracestate?: string;
}

interface Correlation {
  requestId: string;
}

const storage = new AsyncLocalStorage<Correlation>();

/** Runs `fn` as part of request `requestId` (an HTTP request, or the job one caused). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

/** The carrier to store with a job caused now (null when nothing is to be carried). */
export function currentTraceCarrier(): TraceCarrier | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const requestId = currentRequestId();
  if (requestId) carrier.requestId = requestId;
  return Object.keys(carrier).length > 0 ? carrier : null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request id as received (a header, a job's metadata): kept only when it is short and plain, so it cannot forge a log line. */
export const validRequestId = (value: unknown): string | undefined =>
  typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;

/** The carrier stored in a job's telemetry metadata (JSON, the bullmq-otel format); null when absent or not ours. */
export function traceCarrierFrom(metadata: string | undefined): TraceCarrier | null {
  if (!metadata) return null;
  try {
    const parsed = JSON.parse(metadata) as Record<string, unknown>;
    const carrier: TraceCarrier = {};
    const requestId = validRequestId(parsed.requestId);
    if (requestId) carrier.requestId = requestId;
    if (typeof parsed.traceparent === 'string') carrier.traceparent = parsed.traceparent;
    if (typeof parsed.tracestate === 'string') carrier.tracestate = parsed.tracestate;
    return carrier;
  } catch {
    return null;
  }
}

/** The fields every log line gets (pino's `mixin`): the request id, and the trace and span ids when tracing is on. */
export function logCorrelationFields(): Record<string, string> {
  const fields: Record<string, string> = {};
  const requestId = currentRequestId();
  if (requestId) fields.requestId = requestId;
  const span = trace.getActiveSpan()?.spanContext();
  if (span && span.traceId !== '00000000000000000000000000000000') {
    fields.traceId = span.traceId;
    fields.spanId = span.spanId;
  }
  return fields;
}
