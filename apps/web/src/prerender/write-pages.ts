/// <reference types="node" />
// The last step of the web build (package.json "build"): writes the HTML of every pre-rendered
// page in each language beside the app, and the list the API serves them from (apps/api/src/http/prerendered-pages.ts). Built by `vite build --ssr` into
// dist-ssr/ and run from there, after the browser build has written dist/index.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PRERENDER_DATA_ID,
  PRERENDER_MANIFEST,
  PRERENDERED_PATHS,
  SUPPORTED_LANGUAGES,
  type Language,
  type PrerenderData,
  type PrerenderManifest,
} from '@hm/contracts';
import { PRERENDER_HEAD_END, PRERENDER_HEAD_START } from '../app/prerendered';
import { renderPage, type RenderedPage } from './render-page';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(distDir, PRERENDER_MANIFEST);

/** '/' -> 'index.html', '/privacy-policy' -> 'privacy-policy.html'. */
const fileNameOf = (path: string): string => `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`;

// JSON inside <script>: '<' escaped, so no text can close the element.
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** dist/index.html with the page in #root, its head elements, its language and what the browser needs to hydrate it. */
export function pageDocument(template: string, language: Language, page: RenderedPage): string {
  const data: PrerenderData = { language, namespaces: page.namespaces };
  const replaced = (html: string, pattern: RegExp, replacement: string): string => {
    if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = replaced(template, /<html(?=[\s>])/, `<html lang="${language}"`);
  // The page shows without the app: its code is asked for once the page is painted (src/boot.ts),
  // not preloaded with the HTML, where it would compete with the stylesheet.
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  html = replaced(html, /<\/head>/, `<!--${PRERENDER_HEAD_START}-->${page.head}<!--${PRERENDER_HEAD_END}--></head>`);
  return replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.body}</div><script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(data)}</script>`,
  );
}

// No compressed copies: the API fills in the request's addresses, then compresses.
function writePage(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
const manifest: PrerenderManifest = {};
for (const path of PRERENDERED_PATHS) {
  const files = {} as Record<Language, string>;
  for (const language of SUPPORTED_LANGUAGES) {
    const file = `${language}/${fileNameOf(path)}`;
    writePage(join(dirname(manifestFile), file), pageDocument(template, language, await renderPage(path, language)));
    files[language] = file;
  }
  manifest[path] = files;
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Pre-rendered ${PRERENDERED_PATHS.length} pages in ${SUPPORTED_LANGUAGES.join(' and ')} into ${dirname(manifestFile)}`);
