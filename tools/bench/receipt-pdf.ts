// `npm run bench:receipt-pdf -- [--customers 20000] [--bookings 1000000] [--seconds 10]
//   [--connections 4] [--reseed] [--admin-url postgres://…/postgres]`
//
// Budget: a receipt PDF renders in p95 < 300 ms (GET /api/bookings/:number/receipt: the stored
// document read and its PDF rendered), a few downloads at once. Seeds (or reuses) hm_bench_scale,
// starts the built API against it and loads the route with autocannon from this process.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { measureReceiptPdf, RECEIPT_PDF_BUDGET_P95_MS } from './scenarios/receipt-pdf.ts';
import { prepareScale } from './support/scale-setup.ts';

const { values: options } = parseArgs({
  options: {
    customers: { type: 'string', default: '20000' },
    bookings: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    reseed: { type: 'boolean', default: false },
    'admin-url': { type: 'string' },
  },
});
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const { databaseUrl, api } = await prepareScale({
  customers: Number(options.customers),
  bookings: Number(options.bookings),
  reseed: options.reseed,
  adminUrl: options['admin-url'],
});
try {
  const { run, met } = await measureReceiptPdf(
    api,
    databaseUrl,
    { connections: Number(options.connections), seconds: Number(options.seconds) },
    log,
  );
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const table = formatTable([
    ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', `p95 < ${RECEIPT_PDF_BUDGET_P95_MS} ms`],
    [
      `receipt PDF (${options.connections} connections)`,
      run.perSecond.toFixed(0),
      ms(run.p50),
      ms(run.p95),
      ms(run.p99),
      String(run.errors),
      met ? 'met' : 'MISSED',
    ],
  ]);
  process.stdout.write(`\n${table}\n`);
  process.exitCode = met ? 0 : 2;
} finally {
  await api.stop();
}
