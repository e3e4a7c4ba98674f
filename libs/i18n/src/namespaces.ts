// Which namespaces the browser loads up front, and which it never gets. A module of its own,
// without the texts, so the web can import it without bundling every translation.

/**
 * Loaded with the first page, in one chunk per language: what the header, footer, chat button,
 * head tags and the landing page show. Every other namespace (legal texts, blog, dashboard,
 * reservation, booking wizard…) is downloaded the first time a component asks for it; a new
 * namespace file is lazy by default. The landing page's JavaScript budget (BENCHMARKS.md, 170 KB
 * gzip) is why: all namespaces of both languages alone weigh about 50 KB.
 */
export const CORE_NAMESPACES = ['common', 'nav', 'footer', 'pages', 'seo', 'services', 'landing', 'forms'] as const;

/**
 * Not needed for a page to show, but by messages that may appear on any page later (a form's
 * failure, an API error): downloaded once the page is idle (apps/web/src/app/i18n.ts).
 */
export const IDLE_NAMESPACES = ['errors'] as const;

/** Namespaces the server alone uses (e-mails): never sent to the browser. */
export const SERVER_ONLY_NAMESPACES = ['mail'] as const;
