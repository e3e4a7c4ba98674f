import { currentTraceCarrier, logCorrelationFields, runWithRequestId, traceCarrierFrom, validRequestId } from './correlation.js';

describe('request correlation (tracing off)', () => {
  it('carries nothing outside a request', () => {
    expect(currentTraceCarrier()).toBeNull();
    expect(logCorrelationFields()).toEqual({});
  });

  it('carries the request id to the jobs and log lines of the request, and through awaits', async () => {
    await runWithRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentTraceCarrier()).toEqual({ requestId: 'req-1' });
      expect(logCorrelationFields()).toEqual({ requestId: 'req-1' });
    });
    expect(currentTraceCarrier()).toBeNull();
  });

  it('keeps a received request id only when it is short and plain', () => {
    expect(validRequestId('5f0c6f2e-1b7a-4b1e-9a51-3c1c6a3f9d11')).toBe('5f0c6f2e-1b7a-4b1e-9a51-3c1c6a3f9d11');
    expect(validRequestId('lb:abc.123_x')).toBe('lb:abc.123_x');
    expect(validRequestId('a\nforged log line')).toBeUndefined();
    expect(validRequestId('x'.repeat(129))).toBeUndefined();
    expect(validRequestId(['a', 'b'])).toBeUndefined();
    expect(validRequestId(undefined)).toBeUndefined();
  });

  it('reads a job carrier back, dropping what is not ours', () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(traceCarrierFrom(JSON.stringify({ requestId: 'req-2', traceparent, other: 1 }))).toEqual({ requestId: 'req-2', traceparent });
    expect(traceCarrierFrom(JSON.stringify({ requestId: 'bad id with spaces' }))).toEqual({});
    expect(traceCarrierFrom('not json')).toBeNull();
    expect(traceCarrierFrom(undefined)).toBeNull();
  });
});
