import { NON_INDEXABLE_PATH_PREFIXES } from '@hm/contracts';

/** robots.txt: the public pages are open, private pages and the API are not (the legal PDFs are). */
export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/legal/',
    'Disallow: /api/',
    ...NON_INDEXABLE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
