// `npm run bench:observability -- [--seconds 10] [--rounds 2] [--connections 50] [--sample-percent 10]
//   [--database-url postgres://…/hm_bench_scale]`
//
// What metrics and tracing cost POST /api/bookings (scenarios/observability-overhead.ts): a plain
// API and an observed one (scraped every 5 s, traced to a local OTLP collector) loaded in turn.
// Needs a database with the schema (the benchmarks' hm_bench_scale, or DATABASE_URL). Exits 2 when
// the cost is 5 % or more.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { measureObservabilityOverhead, OBSERVABILITY_BUDGET } from './scenarios/observability-overhead.ts';
import { describeMachine } from './support/machine.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    'sample-percent': { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
  },
});
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const databaseUrl = options['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hm_bench_scale';
const result = await measureObservabilityOverhead({
  databaseUrl,
  redisUrl: 'redis://127.0.0.1:6379/8',
  connections: Number(options.connections),
  seconds: Number(options.seconds),
  rounds: Number(options.rounds),
  samplePercent: Number(options['sample-percent']),
  log,
});
const ms = (value: number) => `${value.toFixed(1)} ms`;
log(`machine: ${await describeMachine(databaseUrl)}`);
process.stdout.write(
  `\n${formatTable([
    ['API', 'req/s', 'p50', 'p95', 'p99', 'errors'],
    ...[
      ['plain', result.plain],
      ['metrics + tracing', result.observed],
    ].map(([name, run]) => {
      const r = run as typeof result.plain;
      return [name as string, r.perSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors)];
    }),
  ])}\n`,
);
log(
  `cost ${(result.cost * 100).toFixed(1)} % (budget < ${OBSERVABILITY_BUDGET.maxCost * 100} %), ${result.spans} spans exported, ${result.scrapes} scrapes: ${result.met ? 'met' : 'MISSED'}`,
);
process.exit(result.met ? 0 : 2);
