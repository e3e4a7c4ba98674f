// Every route path of the web app, defined once. Components link with `paths.x.getHref(...)`; the
// router and the end-to-end tests read `pageRoutes`; the API's page server answers 404 for an
// address no route matches (isPagePath). The web imports it as config/paths.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  growBusiness: { path: '/grow-business', getHref: () => '/grow-business' },
  about: { path: '/about', getHref: () => '/about' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
  disclaimer: { path: '/disclaimer', getHref: () => '/disclaimer' },
  discoverServices: { path: '/discover-services', getHref: () => '/discover-services' },
  bookService: {
    path: '/book-service',
    /** With a service, and maybe a day ('YYYY-MM-DD'), the wizard opens on them (the page checks both). */
    getHref: (start?: { service: string; date?: string | null }) =>
      start
        ? `/book-service?${new URLSearchParams({ service: start.service, ...(start.date ? { date: start.date } : {}) }).toString()}`
        : '/book-service',
  },
  services: { path: '/services', getHref: () => '/services' },
  faq: { path: '/faq', getHref: () => '/faq' },
  contact: { path: '/contact', getHref: () => '/contact' },
  reservation: {
    path: '/reservation/:bookingNumber',
    getHref: (bookingNumber: string) => `/reservation/${encodeURIComponent(bookingNumber)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  bookings: { path: '/bookings', getHref: () => '/bookings' },
  settings: { path: '/settings', getHref: () => '/settings' },
  profile: { path: '/profile', getHref: () => '/profile' },
  login: {
    path: '/login',
    getHref: (returnTo?: string) => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login'),
  },
  signup: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogCreate: { path: '/blog/create', getHref: () => '/blog/create' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  blogEdit: { path: '/blog/edit/:slug', getHref: (slug: string) => `/blog/edit/${encodeURIComponent(slug)}` },
  // Operator console. The API serves /admin/queues (Bull Board) itself.
  admin: { path: '/admin', getHref: () => '/admin' },
  // An approved professional sets a password from the e-mailed invitation link.
  proWelcome: {
    path: '/pro/welcome',
    getHref: (token?: string) => (token ? `/pro/welcome?token=${encodeURIComponent(token)}` : '/pro/welcome'),
  },
  // The footer link of e-mails that can be turned off (docs/notifications.md).
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  // A pro's public profile: verified credentials, rating and reviews with the pro's answers (docs/verified-trades.md).
  proPublicProfile: { path: '/pros/:proId', getHref: (proId: string) => `/pros/${encodeURIComponent(proId)}` },
  // The professional app (docs/pros.md; mobile-first, bottom navigation Home, Jobs, Earnings, Profile).
  proHome: { path: '/pro', getHref: () => '/pro' },
  proJobs: { path: '/pro/jobs', getHref: () => '/pro/jobs' },
  proEarnings: { path: '/pro/earnings', getHref: () => '/pro/earnings' },
  proProfile: { path: '/pro/profile', getHref: () => '/pro/profile' },
  // Under the profile (its tab stays current): weekly hours and days off.
  proAvailability: { path: '/pro/profile/availability', getHref: () => '/pro/profile/availability' },
  // Anything no other route matches.
  notFound: { path: '*', getHref: () => '/page-that-does-not-exist' },
} as const;

export type PageKey = keyof typeof paths;

export interface PageRoute {
  key: PageKey;
  /** Router pattern, e.g. '/reservation/:bookingNumber'. */
  path: string;
  /** A concrete URL that this route serves, e.g. '/reservation/HM-2026-123456789'. */
  example: string;
}

// Sample values for route parameters, shaped like real ones (booking number format of
// HM-{year}-{9 digits}, a slug as the slug rule makes them).
const EXAMPLE_PARAMS: Record<string, string> = {
  bookingNumber: 'HM-2026-123456789',
  slug: 'ultimate-home-maintenance-guide',
  // A pro's account id (a UUID); this one belongs to nobody, so the page shows its not-found state.
  proId: '00000000-0000-4000-8000-000000000000',
};

function exampleOf(key: PageKey, path: string): string {
  if (path === '*') return paths.notFound.getHref();
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = EXAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`No example value for route parameter :${name} of ${key}`);
    return value;
  });
}

export const pageRoutes: readonly PageRoute[] = (Object.keys(paths) as PageKey[]).map((key) => ({
  key,
  path: paths[key].path,
  example: exampleOf(key, paths[key].path),
}));

const patternOf = (path: string): RegExp => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
const PAGE_PATTERNS = pageRoutes.filter((route) => route.path !== '*').map((route) => patternOf(route.path));

/** Whether an address is one of the web app's pages (a parameter stands for one non-empty segment); the not-found route does not count. */
export const isPagePath = (path: string): boolean => PAGE_PATTERNS.some((pattern) => pattern.test(path));
