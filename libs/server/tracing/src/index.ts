export {
  currentRequestId,
  currentTraceCarrier,
  logCorrelationFields,
  runWithRequestId,
  traceCarrierFrom,
  validRequestId,
  type TraceCarrier,
} from './correlation.js';
export { startTracing, tracingOn, type Tracing, type TracingOptions } from './tracing.js';
export { queueTelemetry } from './queue-telemetry.js';
export { traceServerRequest, type EndServerSpan } from './server-span.js';
