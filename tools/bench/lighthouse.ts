// `npm run bench:lighthouse -- [BASE_URL] [--details]`
//
// Runs Lighthouse (mobile preset, its default) on the built public pages of a running stack
// (default http://127.0.0.1:3000, e.g. `npm start`) with Debian's Chromium, and prints the four
// category scores per page. Issue 6 budgets: performance >= 90, accessibility >= 95, best
// practices >= 95, SEO >= 95; exits 1 when a page misses one. --details also lists the audits
// that lost points, to know what to fix.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';

const PAGES = ['/', '/services', '/grow-business'];
const BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { details: { type: 'boolean', default: false }, chrome: { type: 'string', default: '/usr/bin/chromium' } },
});
const baseUrl = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

const chrome = await launch({
  chromePath: options.chrome,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

let failed = false;
try {
  console.log(`${'page'.padEnd(16)}${CATEGORIES.map((category) => category.padStart(16)).join('')}`);
  for (const path of PAGES) {
    const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
    const misses = CATEGORIES.filter((category, index) => scores[index]! < BUDGETS[category]);
    if (misses.length > 0) failed = true;
    console.log(`${path.padEnd(16)}${scores.map((score) => String(score).padStart(16)).join('')}${misses.length ? `   under budget: ${misses.join(', ')}` : ''}`);
    if (options.details) {
      for (const category of CATEGORIES) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
          console.log(`    ${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
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
console.log(`budgets: ${CATEGORIES.map((category) => `${category} >= ${BUDGETS[category]}`).join(', ')}`);
process.exit(failed ? 1 : 0);
