// The browser side of pre-rendered pages (libs/contracts/src/prerender.ts): whether the HTML the
// server sent can be hydrated, and what to load first. Kept free of React and Vite-only code so
// the unit tests can import it.
import { isSupportedLanguage, PRERENDER_DATA_ID, PRERENDER_HEAD_END, PRERENDER_HEAD_START, type PrerenderData } from '@hm/contracts';

/** Comments around the head elements a pre-rendered page brings (src/prerender/write-pages.ts, and the API's blog post pages). */
export { PRERENDER_HEAD_END, PRERENDER_HEAD_START };

/** What the pre-rendered page says about itself, or null for the plain app shell. */
export function readPrerenderData(doc: Document): PrerenderData | null {
  const text = doc.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PrerenderData>;
    if (!isSupportedLanguage(data.language) || !Array.isArray(data.namespaces) || typeof data.origin !== 'string') return null;
    return {
      language: data.language,
      namespaces: data.namespaces.filter((namespace) => typeof namespace === 'string'),
      origin: data.origin,
    };
  } catch {
    return null;
  }
}

/**
 * The origin of the head's absolute links: the site's (PUBLIC_URL's) that the server put in a
 * pre-rendered page, so the head React renders matches the one it hydrates, else this tab's own.
 */
export function siteOrigin(doc: Document): string {
  return readPrerenderData(doc)?.origin ?? doc.location.origin;
}

/** What this tab's first render will show, beside the page itself. */
export interface FirstRender {
  language: string | undefined;
  sessionStatus: 'loading' | 'signed-in' | 'signed-out';
  wizardOpen: boolean;
  /** location.hash: the server never sees it, and a page may open what it names. */
  hash: string;
}

/**
 * The pre-rendered HTML shows a signed-out visitor, in its language, with nothing open. React
 * hydrates it only when this tab's first render is that very page; otherwise it renders the page
 * itself over it (a hydration that does not match would be thrown away anyway, with an error).
 */
export function canHydrate(prerendered: PrerenderData, first: FirstRender): boolean {
  return first.language === prerendered.language && first.sessionStatus === 'signed-out' && !first.wizardOpen && first.hash === '';
}

/**
 * Before rendering over a page that cannot be hydrated: its head elements go, or the ones React
 * renders in another language would stand beside them.
 */
export function removePrerenderedHead(doc: Document): void {
  let inside = false;
  for (const node of [...doc.head.childNodes]) {
    const marker = node.nodeType === node.COMMENT_NODE ? (node as Comment).data.trim() : null;
    if (marker === PRERENDER_HEAD_START) inside = true;
    if (inside) node.remove();
    if (marker === PRERENDER_HEAD_END) inside = false;
  }
}
