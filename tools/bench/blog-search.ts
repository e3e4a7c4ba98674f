// `npm run bench:blog-search -- [--posts 100000] [--seconds 10] [--connections 5] [--reseed]
//   [--admin-url postgres://…/postgres]`
//
// Budget: with 100,000 posts, the blog list with a search term and filters answers in
// under 50 ms p95. Seeds (or reuses) hm_bench_blog (see scenarios/blog-search.ts), starts the built
// API against it, and loads each list query with autocannon from this second process on loopback;
// prints a table and exits 2 when a search scenario misses the budget.
import { parseArgs } from 'node:util';
import { formatTable } from './stats.ts';
import { BLOG_SEARCH_BUDGET_P95_MS, measureBlogSearch, prepareBlogDatabase } from './scenarios/blog-search.ts';
import { startBenchApi } from './support/api-process.ts';

const { values: options } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '5' },
    reseed: { type: 'boolean', default: false },
    'admin-url': { type: 'string' },
  },
});
const log = (message: string) => process.stdout.write(`[bench] ${message}\n`);

const url = await prepareBlogDatabase({
  posts: Number(options.posts),
  adminUrl: options['admin-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  reseed: options.reseed,
  log,
});
const api = await startBenchApi({ databaseUrl: url, redisUrl: 'redis://127.0.0.1:6379/8' });
try {
  const results = await measureBlogSearch(api.url, { connections: Number(options.connections), seconds: Number(options.seconds) }, log);
  const ok = ({ run, budgeted }: (typeof results)[number]) => !budgeted || (run.p95 < BLOG_SEARCH_BUDGET_P95_MS && run.errors === 0);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const table = formatTable([
    ['scenario', 'req/s', 'p50', 'p95', 'p99', 'errors', `p95 < ${BLOG_SEARCH_BUDGET_P95_MS} ms`],
    ...results.map((r) => [
      r.name,
      r.run.perSecond.toFixed(0),
      ms(r.run.p50),
      ms(r.run.p95),
      ms(r.run.p99),
      String(r.run.errors),
      !r.budgeted ? '-' : ok(r) ? 'met' : 'MISSED',
    ]),
  ]);
  process.stdout.write(`\n${options.posts} posts, ${options.connections} connections, ${options.seconds} s each\n${table}\n`);
  process.exitCode = results.every(ok) ? 0 : 2;
} finally {
  await api.stop();
}
