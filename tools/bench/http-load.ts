// One autocannon run with latency percentiles computed from every response (autocannon's own
// summary has no p95). Shared by the benchmark scripts.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { percentile } from './stats.ts';

export interface HttpRun {
  requests: number;
  /** Successful answers per second. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
}

export interface HttpLoad {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
  /** The status a successful answer has (201 for a create, 200 for a read). */
  okStatus: number;
}

/** A private address per request, as many customers would have (the API must trust one proxy hop). */
export const randomClientAddress = (): string => `10.${randomBytes(3).join('.')}`;

export async function runHttpLoad({ url, connections, seconds, requests, okStatus }: HttpLoad): Promise<HttpRun> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon({ url, connections, duration: seconds, requests }, (error, result) =>
    error ? failed(error) : finished(result),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  const ok = statuses[String(okStatus)] ?? 0;
  return {
    requests: latencies.length,
    perSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: latencies.length - ok + result.errors + result.timeouts,
    statuses,
  };
}

export interface GetLoad {
  url: string;
  path: string;
  /** A bearer token, for the signed-in reads. */
  token?: string;
  connections: number;
  seconds: number;
}

/**
 * Loads one GET route, each request from its own client address, after a one-second warm-up that
 * is not counted (first plans, connection pool, JIT).
 */
export async function measureGet({ url, path, token, connections, seconds }: GetLoad): Promise<HttpRun> {
  const request: autocannon.Request = {
    method: 'GET',
    path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomClientAddress() } }),
  };
  await runHttpLoad({ url, connections: 2, seconds: 1, okStatus: 200, requests: [request] });
  return runHttpLoad({ url, connections, seconds, okStatus: 200, requests: [request] });
}
