/// <reference types="node" />
// The last step of the web build (package.json "build"): writes the HTML of every pre-rendered
// page in each language beside the app, and the list the API serves them from
// (apps/api/src/http/prerendered-pages.ts). Built by `vite build --ssr` into dist-ssr/ and run
// from there, after the browser build has written dist/index.html.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDER_MANIFEST, PRERENDERED_PATHS, SUPPORTED_LANGUAGES, type Language, type PrerenderManifest } from '@hm/contracts';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestFile = join(distDir, PRERENDER_MANIFEST);

/** '/' -> 'index.html', '/privacy-policy' -> 'privacy-policy.html'. */
const fileNameOf = (path: string): string => `${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.html`;

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
