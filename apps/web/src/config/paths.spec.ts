import { matchPath, matchRoutes } from 'react-router';
import { resources } from '@hm/i18n';
import { pageRoutes, paths } from './paths';

// Every page path of the product ({param} for parameters), written out by hand.
const SPEC_ROUTE_TABLE = [
  '/',
  '/grow-business',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
  '/discover-services',
  '/book-service',
  '/services',
  '/faq',
  '/contact',
  '/reservation/{bookingNumber}',
  '/dashboard',
  '/bookings',
  '/settings',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/blog',
  '/blog/create',
  '/blog/{slug}',
  '/blog/edit/{slug}',
];

// Routes beyond the table: the operator console, the pro invitation page, the pro app, a pro's public profile and the 404 page.
const EXTRA_ROUTES = [
  '/admin',
  '/pro/welcome',
  '/unsubscribe',
  '/pro',
  '/pro/jobs',
  '/pro/earnings',
  '/pro/profile',
  '/pro/profile/availability',
  // A pro's public profile (issue "Verified trades").
  '/pros/{proId}',
  '*',
];

const toSpecNotation = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('pageRoutes', () => {
  it('has exactly the routes of the SPEC route table, plus /admin, /pro/welcome and the 404 page', () => {
    expect(pageRoutes.map((route) => toSpecNotation(route.path)).sort()).toEqual([...SPEC_ROUTE_TABLE, ...EXTRA_ROUTES].sort());
  });

  it('has unique keys and paths', () => {
    expect(new Set(pageRoutes.map((route) => route.key)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it('gives each route an example URL that the router sends to that route', () => {
    // matchRoutes ranks routes as the router does (a static segment beats a parameter).
    const routes = pageRoutes.map((route) => ({ id: route.key, path: route.path }));
    for (const route of pageRoutes) {
      expect(route.example).not.toMatch(/[:*]/);
      const matched = matchRoutes(routes, route.example)?.[0]?.route.id;
      expect({ example: route.example, matched }).toEqual({ example: route.example, matched: route.key });
    }
  });

  it('builds links that match their own route', () => {
    expect(paths.reservation.getHref('HM-2026-123456789')).toBe('/reservation/HM-2026-123456789');
    expect(matchPath(paths.blogPost.path, paths.blogPost.getHref('été-à-montréal'))).not.toBeNull();
    expect(paths.login.getHref('/blog/create')).toBe('/login?returnTo=%2Fblog%2Fcreate');
    expect(paths.notFound.getHref()).toBe(pageRoutes.find((route) => route.key === 'notFound')?.example);
  });

  it.each(['en', 'fr'] as const)('every page has a title in %s', (language) => {
    const pages: Record<string, { title?: string }> = resources[language].pages;
    for (const { key } of pageRoutes)
      expect({ key, title: pages[key]?.title?.trim() || undefined }).toEqual({ key, title: expect.any(String) });
  });
});
