// What metrics and tracing cost (budget, issue "Operations": under 5 % of the create-booking
// throughput). Two built APIs on the same database: one plain (no METRICS_TOKEN, no
// OTEL_EXPORTER_OTLP_ENDPOINT), one observed (metrics on and scraped every 5 s as Prometheus would,
// tracing on with its exporter pointed at the local OTLP collector stand-in, run as its own
// process). POST /api/bookings is loaded on each in turn, plain and observed alternately (so a
// machine that slows down or speeds up during the run weighs on both), and the observed rate is
// compared with the plain one over all rounds.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HttpRun } from '../http-load.ts';
import { startBenchApi, type BenchApi } from '../support/api-process.ts';
import { bookingRounds } from './create-booking.ts';

export const OBSERVABILITY_BUDGET = { maxCost: 0.05 } as const;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const SCRAPE_EVERY_MS = 5_000;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ObservabilityOverhead {
  plain: HttpRun;
  observed: HttpRun;
  /** 1 − observed rate / plain rate (negative: the observed API was the faster). */
  cost: number;
  spans: number;
  scrapes: number;
  met: boolean;
}

export async function measureObservabilityOverhead(options: {
  databaseUrl: string;
  redisUrl: string;
  connections: number;
  seconds: number;
  rounds: number;
  /** OTEL_TRACES_SAMPLE_PERCENT of the observed API. */
  samplePercent: number;
  log: (message: string) => void;
}): Promise<ObservabilityOverhead> {
  const { databaseUrl, redisUrl, connections, seconds, rounds, samplePercent, log } = options;
  const collector = await startCollector();
  let plainApi: BenchApi | undefined;
  let observedApi: BenchApi | undefined;
  const bookings = await bookingRounds(databaseUrl);
  let scrapes = 0;
  let scraper: NodeJS.Timeout | undefined;
  try {
    plainApi = await startBenchApi({ databaseUrl, redisUrl });
    observedApi = await startBenchApi({
      databaseUrl,
      redisUrl,
      extraEnv: { METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_TRACES_SAMPLE_PERCENT: String(samplePercent) },
    });
    const observedUrl = observedApi.url;
    scraper = setInterval(() => {
      void fetch(`${observedUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then(async (response) => {
        await response.text();
        if (response.ok) scrapes += 1;
      });
    }, SCRAPE_EVERY_MS);
    const apis = [
      { name: 'plain', url: plainApi.url, user: await bookings.userOn(plainApi.url), runs: [] as HttpRun[] },
      { name: 'observed', url: observedApi.url, user: await bookings.userOn(observedApi.url), runs: [] as HttpRun[] },
    ];
    for (const api of apis) {
      log(`observability overhead: warming up the ${api.name} API for 3 s…`);
      await bookings.run(api.url, api.user, connections, 3);
    }
    for (let round = 1; round <= rounds; round += 1) {
      for (const api of round % 2 === 1 ? apis : [...apis].reverse()) {
        log(`observability overhead: round ${round}/${rounds}, ${api.name} API, ${connections} connections for ${seconds} s…`);
        api.runs.push(await bookings.run(api.url, api.user, connections, seconds));
      }
    }
    const [plain, observed] = apis.map((api) => combined(api.runs)) as [HttpRun, HttpRun];
    clearInterval(scraper);
    const spans = await collector.spanCount();
    const cost = 1 - observed.perSecond / plain.perSecond;
    const met = cost < OBSERVABILITY_BUDGET.maxCost && plain.errors === 0 && observed.errors === 0 && spans > 0 && scrapes > 0;
    return { plain, observed, cost, spans, scrapes, met };
  } finally {
    clearInterval(scraper);
    // The APIs first: a request still in flight when a run ends would write a booking after the clean-up.
    await Promise.allSettled([plainApi?.stop(), observedApi?.stop(), collector.stop()]);
    await bookings.close();
  }
}

/** Runs of the same length as one: the mean rate, every answer counted, the worst percentiles. */
function combined(runs: readonly HttpRun[]): HttpRun {
  const sum = (pick: (run: HttpRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const worst = (pick: (run: HttpRun) => number) => Math.max(...runs.map(pick));
  return {
    ...runs[0]!,
    requests: sum((run) => run.requests),
    perSecond: sum((run) => run.perSecond) / runs.length,
    errors: sum((run) => run.errors),
    p50: worst((run) => run.p50),
    p95: worst((run) => run.p95),
    p99: worst((run) => run.p99),
    max: worst((run) => run.max),
  };
}

/** tools/test/otlp-collector.ts as its own process, as a collector beside the API would be. */
async function startCollector(): Promise<{ url: string; spanCount(): Promise<number>; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['tools/test/otlp-collector.ts', '0'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const deadline = Date.now() + 10_000;
  while (!/\[otlp-collector\] (http:\S+)/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the OTLP collector did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = /\[otlp-collector\] (http:\S+)/.exec(output)![1]!;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    spanCount: async () => {
      const response = await fetch(`${url}/spans/count`);
      return Number(await response.text());
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
