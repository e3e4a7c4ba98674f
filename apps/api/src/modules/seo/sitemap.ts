import { alternateLinks, escapeHtml, INDEXABLE_PATHS, languageUrl, SUPPORTED_LANGUAGES } from '@hm/contracts';
import type { SitemapEntry } from './sitemap-registry.js';

/** The fixed public routes (INDEXABLE_PATHS), in both languages. */
export const STATIC_SITEMAP_ENTRIES: readonly SitemapEntry[] = INDEXABLE_PATHS.map((path) => ({ path }));

/**
 * sitemap.xml: one <url> per page and language (`?lang=fr`, `?lang=en`), each listing all the
 * page's versions as xhtml:link hreflang alternates plus the x-default, as search engines ask
 * (every version names every other one, itself included).
 */
export function buildSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const languages = entry.languages ?? SUPPORTED_LANGUAGES;
    const alternates = alternateLinks(publicUrl, entry.path, languages)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('\n');
    const lastModified = entry.lastModified ? `\n    <lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    for (const lang of languages) {
      urls.push(`  <url>\n    <loc>${escapeHtml(languageUrl(publicUrl, entry.path, lang))}</loc>${lastModified}\n${alternates}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
