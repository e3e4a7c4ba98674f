// `npm run bench:lighthouse -- [BASE_URL] [--details] [--runs N]`
//
// Runs Lighthouse (mobile preset, its default) on the built public pages of a running stack
// (default http://127.0.0.1:3000, e.g. `npm start`) and on its newest published blog post (the
// stack's own list: the demo data has posts, a production stack its own; none is an error) with
// Debian's Chromium, and prints the four
// category scores per page. With --runs N (default 1) each page is measured N times and the
// median run (by performance) is the page's score: one run's performance score varies by
// several points from run to run, as Lighthouse's own documentation warns. Budgets:
// performance >= 95 (median of --runs), accessibility >= 95, best practices >= 95, SEO >= 95; exits 1 when a page
// misses one. --details also lists the audits that lost points, to know what to fix.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';

const FIXED_PAGES = ['/', '/services', '/grow-business'];
const BUDGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    details: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    chrome: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const baseUrl = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const runCount = Number(options.runs);
if (!Number.isInteger(runCount) || runCount < 1) throw new Error(`--runs takes a whole number of runs, not ${options.runs}`);

/** The newest published post's address, as the blog's list gives it. */
async function newestPostPath(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog/posts`);
  if (!response.ok) throw new Error(`GET /api/blog/posts answered ${response.status}`);
  const { posts } = (await response.json()) as { posts: { slug: string }[] };
  if (!posts[0]) throw new Error('The stack has no published blog post to measure: publish one (the demo data has some).');
  return `/blog/${encodeURIComponent(posts[0].slug)}`;
}
const PAGES = [...FIXED_PAGES, await newestPostPath()];
const pathWidth = Math.max(16, ...PAGES.map((path) => path.length + 2));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type RunResult = { lhr: Result; performance: number };

const scoreOf = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const metric = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
const describeRun = ({ lhr, performance }: RunResult) =>
  `${performance} (TBT ${metric(lhr, 'total-blocking-time')} ms, FCP ${metric(lhr, 'first-contentful-paint')} ms)`;

const chrome = await launch({
  chromePath: options.chrome,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

// Lighthouse now and then fails to record the page load's trace (NO_NAVSTART, NO_FCP) and asks to
// be run again: such a run is measured again, up to this many times, instead of ending the bench.
const TRACE_FAILURE_RETRIES = 2;

async function measure(url: string, retriesLeft = TRACE_FAILURE_RETRIES): Promise<RunResult> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const error = result.lhr.runtimeError;
  if (error && retriesLeft > 0) {
    console.log(`    ${url}: ${error.code}, measured again`);
    return measure(url, retriesLeft - 1);
  }
  if (error) throw new Error(`${url}: ${error.code} ${error.message}`);
  return { lhr: result.lhr, performance: scoreOf(result.lhr, 'performance') };
}

let failed = false;
let benchmarkIndex: number | undefined;
try {
  console.log(`${'page'.padEnd(pathWidth)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
  for (const path of PAGES) {
    const runs: RunResult[] = [];
    for (let run = 0; run < runCount; run += 1) runs.push(await measure(`${baseUrl}${path}`));
    const { lhr } = medianRun(runs);
    benchmarkIndex ??= lhr.environment.benchmarkIndex;
    const scores = CATEGORIES.map((category) => scoreOf(lhr, category));
    const misses = CATEGORIES.filter((category, index) => scores[index]! < BUDGETS[category]);
    if (misses.length > 0) failed = true;
    console.log(
      `${path.padEnd(pathWidth)}${scores.map((score) => String(score).padStart(16)).join('')}${misses.length ? `   under budget: ${misses.join(', ')}` : ''}`,
    );
    if (runCount > 1) console.log(`    runs: ${runs.map(describeRun).join(' | ')}`);
    if (options.details) {
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          console.log(
            `    ${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
          );
        }
      }
      // Opportunities carry no weight of their own but say where the time goes.
      for (const audit of Object.values(lhr.audits)) {
        const savings = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
        if (savings >= 100) console.log(`    opportunity: ${audit.id} — ${audit.title} (${Math.round(savings)} ms)`);
      }
    }
  }
} finally {
  chrome.kill();
}
// Lighthouse's measure of this machine's speed: the same pages score lower on a slower machine.
if (benchmarkIndex !== undefined) console.log(`machine: Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)} (higher is faster)`);
console.log(`budgets: ${CATEGORIES.map((category) => `${category} >= ${BUDGETS[category]}`).join(', ')}`);
process.exit(failed ? 1 : 0);
