// `npm run bench:message-translation -- [--messages 100] [--spacing-ms 200] [--delay-ms 300] [--customers 200]
//   [--connections 50] [--seconds 10] [--rounds 2] [--worker-during-rate] [--admin-url postgres://…/postgres]`
//
// Booking messages in each reader's language (scenarios/message-translation.ts): from sending a
// message to its reader receiving the translation over the socket (p95 < 1 s with the stand-in
// answering in 300 ms), and the create-message rate with translation on against off (within 5 %;
// the worker stopped meanwhile, unless --worker-during-rate keeps it relaying and translating on the
// same cores).
// Exits 2 when a budget is missed.
import { parseArgs } from 'node:util';
import { formatTable, percentile } from './stats.ts';
import { measureMessageTranslation, MESSAGE_TRANSLATION_BUDGET } from './scenarios/message-translation.ts';
import { describeMachine } from './support/machine.ts';
import { databaseUrl } from './support/bench-database.ts';

const { values: options } = parseArgs({
  options: {
    messages: { type: 'string', default: '100' },
    'spacing-ms': { type: 'string', default: '200' },
    'delay-ms': { type: 'string', default: '300' },
    customers: { type: 'string', default: '200' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    'worker-during-rate': { type: 'boolean', default: false },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);
const result = await measureMessageTranslation({
  adminUrl: options['admin-url'],
  redisUrl: 'redis://127.0.0.1:6379/11',
  customers: Number(options.customers),
  messages: Number(options.messages),
  spacingMs: Number(options['spacing-ms']),
  delayMs: Number(options['delay-ms']),
  connections: Number(options.connections),
  seconds: Number(options.seconds),
  rounds: Number(options.rounds),
  timeoutMs: 10_000,
  workerDuringRate: options['worker-during-rate'],
  log,
});
const ms = (value: number) => `${value.toFixed(1)} ms`;
const latency = result.sendToTranslation;
log(`machine: ${await describeMachine(databaseUrl(options['admin-url'], 'hm_bench_translation'))}`);
process.stdout.write(
  `\n${formatTable([
    ['send to translation received', 'messages', 'p50', 'p95', 'p99', 'max', 'lost', 'failed sends'],
    [
      `stand-in answering in ${options['delay-ms']} ms`,
      String(latency.length + result.lost + result.failedSends),
      `${percentile(latency, 50)} ms`,
      `${percentile(latency, 95)} ms`,
      `${percentile(latency, 99)} ms`,
      `${latency.at(-1) ?? 'n/a'} ms`,
      String(result.lost),
      String(result.failedSends),
    ],
  ])}\n\n${formatTable([
    ['create message', 'req/s', 'p50', 'p95', 'p99', 'errors'],
    ...[
      ['translation off', result.off],
      ['translation on', result.on],
    ].map(([name, run]) => {
      const r = run as typeof result.off;
      return [name as string, r.perSecond.toFixed(0), ms(r.p50), ms(r.p95), ms(r.p99), String(r.errors)];
    }),
  ])}\n`,
);
log(
  `p95 ${percentile(latency, 95)} ms (budget < ${MESSAGE_TRANSLATION_BUDGET.p95Ms} ms); rate with translation ${(result.slowdown * 100).toFixed(1)} % below without (budget < ${MESSAGE_TRANSLATION_BUDGET.maxSlowdown * 100} %); ${result.translated} translations stored: ${result.met ? 'met' : 'MISSED'}`,
);
process.exit(result.met ? 0 : 2);
