// `npm run bench:landing-js [-- --dist apps/web/dist] [--budget-kb 170]`
//
// Weighs the JavaScript a visitor downloads for the landing page to be live (budget: under
// 170 KB gzip): the entry chunk, the app's chunk (which holds the landing page), every chunk they
// import statically (transitively), and the core texts of one language. Lazy chunks are not
// counted: what the landing page needs only on a click (the booking wizard, the chat, the API
// client), and its sections below the first screens, which React hydrates when their chunk
// arrives, after the page is live (features/marketing/components/home-later-sections.tsx). Reads the Vite
// manifest of a production build (`nx run @hm/web:build`); exits 1 over the budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chunksOf, staticClosure, type ViteManifest } from './vite-manifest.ts';

// The landing page's module: part of the app's chunk (the router imports it statically, so the
// landing needs no second round of downloads), or a lazy chunk of its own if that changes.
const LANDING_ROUTE_MODULE = 'src/features/marketing/pages/home-page.tsx';
// The core translations, which the build groups into one chunk per language (texts-<language>,
// apps/web/vite.config.ts), loaded before the first render: a visitor downloads one, counted here at the larger.
const CORE_TEXT_CHUNKS = ['texts-en', 'texts-fr'];

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/web/dist' },
    'budget-kb': { type: 'string', default: '170' },
  },
});
const dist = resolve(options.dist);
const budgetBytes = Number(options['budget-kb']) * 1024;

let manifest: ViteManifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
} catch (error) {
  console.error(`No Vite manifest in ${dist}/.vite: build the web app first (npx nx run @hm/web:build).`, error);
  process.exit(2);
}

const measure = (file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const rows = chunksOf(manifest, manifest[LANDING_ROUTE_MODULE] ? LANDING_ROUTE_MODULE : null).map(measure);
const counted = new Set(rows.map((row) => row.file));
const sum = (list: { gzip: number }[]) => list.reduce((total, row) => total + row.gzip, 0);
// Each language's text chunks not already counted; the heavier language is added.
const chunksNamed = (name: string) => Object.keys(manifest).filter((key) => manifest[key]!.name === name);
const texts = CORE_TEXT_CHUNKS.map((name) =>
  staticClosure(manifest, chunksNamed(name))
    .filter((file) => !counted.has(file))
    .map(measure),
);
rows.push(...(texts.sort((a, b) => sum(b) - sum(a))[0] ?? []));
const total = sum(rows);
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(10)} gzip  ${kb(row.raw).padStart(10)} raw  ${row.file}`);
console.log(`landing JS: ${kb(total)} gzip in ${rows.length} chunks (budget ${kb(budgetBytes)})`);
if (total > budgetBytes) {
  console.error(`Over budget by ${kb(total - budgetBytes)}.`);
  process.exit(1);
}
