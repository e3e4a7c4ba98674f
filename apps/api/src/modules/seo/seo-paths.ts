/**
 * Files crawlers look for at the site's root, outside the /api prefix. create-app.ts excludes them
 * from the global prefix and serve-spa.ts leaves them to the server (not the SPA's index.html).
 */
export const SEO_ROOT_FILES = ['robots.txt', 'sitemap.xml'] as const;
