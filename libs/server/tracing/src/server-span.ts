import type { IncomingHttpHeaders } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracingOn } from './tracing.js';

/** Ends a request's span with the route template it matched and the status it answered. */
export type EndServerSpan = (route: string, status: number) => void;

const nothingToEnd: EndServerSpan = () => undefined;

/**
 * Runs `next` (the rest of the request) inside a SERVER span, child of the W3C trace context the
 * caller sent, so the request's statements, Redis commands and jobs join its trace. One span per
 * request and no more: what OpenTelemetry's HTTP instrumentation would also record (headers, peer,
 * outgoing calls) cost more than the budget allows. Tracing off: runs `next` and records nothing.
 */
export function traceServerRequest(
  request: { method: string; path: string; headers: IncomingHttpHeaders },
  next: () => void,
): EndServerSpan {
  if (!tracingOn()) {
    next();
    return nothingToEnd;
  }
  const parent = propagation.extract(ROOT_CONTEXT, request.headers);
  const span = trace
    .getTracer('homemate-http')
    .startSpan(
      request.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': request.path } },
      parent,
    );
  context.with(trace.setSpan(parent, span), next);
  let ended = false;
  return (route, status) => {
    if (ended) return;
    ended = true;
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
}
