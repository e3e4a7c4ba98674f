import { INDEXABLE_PATHS } from '@hm/contracts';
import { buildRobotsTxt } from './robots.js';
import { buildSitemap, STATIC_SITEMAP_ENTRIES } from './sitemap.js';

const BASE = 'https://homemate.ca';

/** Each <url> block's loc and its alternates. */
function urls(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, href!])),
  }));
}

describe('sitemap.xml', () => {
  it('lists every public route once per language, each naming all its versions', () => {
    const list = urls(buildSitemap(BASE, STATIC_SITEMAP_ENTRIES));
    expect(list).toHaveLength(INDEXABLE_PATHS.length * 2);
    const about = list.filter((url) => url.loc.startsWith(`${BASE}/about?`));
    expect(about.map((url) => url.loc)).toEqual([`${BASE}/about?lang=fr`, `${BASE}/about?lang=en`]);
    for (const url of about) {
      expect(url.alternates).toEqual({ fr: `${BASE}/about?lang=fr`, en: `${BASE}/about?lang=en`, 'x-default': `${BASE}/about` });
    }
  });

  it('adds extra pages with their dates and languages, escapes them, and drops duplicates', () => {
    const xml = buildSitemap(BASE, [
      { path: '/blog/r&d', lastModified: new Date('2026-02-03T04:05:06Z'), languages: ['fr'] },
      { path: '/blog/r&d' },
    ]);
    const list = urls(xml);
    expect(list).toEqual([
      { loc: `${BASE}/blog/r&amp;d?lang=fr`, alternates: { fr: `${BASE}/blog/r&amp;d?lang=fr`, 'x-default': `${BASE}/blog/r&amp;d` } },
    ]);
    expect(xml).toContain('<lastmod>2026-02-03T04:05:06.000Z</lastmod>');
  });

  it('robots.txt names the sitemap and closes private pages', () => {
    const robots = buildRobotsTxt(BASE);
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /reservation/');
    expect(robots).toContain('Allow: /api/legal/');
  });
});
