import type { Telemetry } from 'bullmq';
import { BullMQOtel } from 'bullmq-otel';
import { tracingOn } from './tracing.js';

/**
 * BullMQ's OpenTelemetry bridge for a Worker: each job runs in a `process <queue>` span whose parent
 * is the context its outbox row carried (the job's `telemetry.metadata`), so a request's trace goes
 * on through the worker. Only when tracing is on: without it BullMQ traces nothing.
 */
export const queueTelemetry = (serviceName: string): Telemetry | undefined =>
  tracingOn() ? new BullMQOtel({ tracerName: serviceName }) : undefined;
