import { PRERENDER_DATA_ID, PRERENDER_ORIGIN_PLACEHOLDER, withoutModulePreloads, type Language, type PrerenderData } from '@hm/contracts';
import { PRERENDER_HEAD_END, PRERENDER_HEAD_START } from '../app/prerendered';
import type { RenderedPage } from './render-page';

// JSON inside <script>: '<' escaped, so no text can close the element.
const scriptJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');

/** dist/index.html with the page in #root, its head elements, its language and what the browser needs to hydrate it. */
export function pageDocument(template: string, language: Language, page: RenderedPage): string {
  const data: PrerenderData = { language, namespaces: page.namespaces, origin: PRERENDER_ORIGIN_PLACEHOLDER };
  const replaced = (html: string, pattern: RegExp, replacement: string): string => {
    if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = withoutModulePreloads(replaced(template, /<html(?=[\s>])/, `<html lang="${language}"`));
  html = replaced(html, /<\/head>/, `<!--${PRERENDER_HEAD_START}-->${page.head}<!--${PRERENDER_HEAD_END}--></head>`);
  return replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.body}</div><script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(data)}</script>`,
  );
}
