// One booking followed across processes, as ops would follow it: the request's id and trace go from
// the API's request log, through the outbox row and the BullMQ job, to the worker's "mail sent" line,
// and both processes' spans reach the OTLP collector as one trace (docs/operations.md "Traces").
import { randomUUID } from 'node:crypto';
import { createBooking, FaultStack, type SeededUser } from '../faults/support/stack.ts';
import { waitFor } from '../faults/support/wait.ts';
import { OtlpCollector } from '../test/otlp-collector.ts';

const SPAN_KIND = { server: 2, consumer: 5 };

/** The JSON log lines a process printed that belong to request `requestId`. */
const linesOf = (printed: readonly string[], requestId: string): Record<string, unknown>[] =>
  printed
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === requestId);

describe('a booking followed from the request to the e-mail', () => {
  let stack: FaultStack;
  let collector: OtlpCollector;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('trace');
    collector = await OtlpCollector.start();
    stack.onDispose(() => collector.close());
    // Every trace recorded, so that this one's spans can be checked (production samples 10 %).
    const tracing = { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLE_PERCENT: '100' };
    await stack.startApi(tracing);
    stack.startWorker(tracing);
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('carries one request id and one trace id through the API, the outbox, the queue and the worker', async () => {
    const requestId = `follow-${randomUUID()}`;
    const { status, bookingNumber } = await createBooking(stack.apis[0]!.url, customer.token, { 'x-request-id': requestId });
    expect(status).toBe(201);

    const mailLine = await waitFor(
      "the worker's log line of the confirmation mail",
      () => linesOf(stack.worker!.printed(), requestId).find((line) => line.msg === 'mail sent'),
      { timeoutMs: 30_000, everyMs: 200, state: () => stack.output() },
    );
    expect(stack.smtp.delivered.get(bookingNumber!)).toBe(1);
    const traceId = mailLine.traceId as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // The API's own line for the request (pino-http's) has the same ids.
    const apiLines = linesOf(stack.apis[0]!.child.printed(), requestId);
    expect(apiLines.length).toBeGreaterThan(0);
    expect(apiLines.every((line) => line.traceId === traceId)).toBe(true);

    // Both processes exported their spans of that trace: the request, its SQL, and the job.
    const spans = await waitFor(
      'the spans of both processes at the collector',
      () => {
        const found = collector.trace(traceId);
        const services = new Set(found.map((span) => span.service));
        return services.has('homemate-api') && services.has('homemate-worker') ? found : undefined;
      },
      { timeoutMs: 15_000, everyMs: 200, state: () => JSON.stringify(collector.spans.slice(-20)) },
    );
    const request = spans.find((span) => span.service === 'homemate-api' && span.kind === SPAN_KIND.server);
    expect(request?.name).toBe('POST /api/bookings');
    expect(spans.some((span) => span.service === 'homemate-api' && /pg|insert|with/i.test(span.name))).toBe(true);
    expect(spans.some((span) => span.service === 'homemate-api' && /^(eval|evalsha|incr|xadd)$/.test(span.name))).toBe(true);
    const job = spans.find((span) => span.service === 'homemate-worker' && span.kind === SPAN_KIND.consumer);
    expect(job?.name).toBe('process mail');
    // The job's span hangs under the API's: the context the outbox row carried.
    expect(spans.find((span) => span.spanId === job?.parentSpanId)?.service).toBe('homemate-api');
    expect(collector.refused).toBe(0);
  });
});
