import { LEGAL_PAGES } from '@hm/contracts';
import type { Fixtures, Role } from './security-fixtures.js';

/**
 * What each caller must get from each API route (issue 10, authorisation matrix).
 *
 * 'allow': the request gets past authentication and authorisation — any answer below 500 except
 * 401, 403 and 404 (an empty or invalid body may well earn a 400: that is the route working).
 * 401 / 403 / 404: exactly that status. Another customer's booking is 404, never 403, so booking
 * numbers cannot be probed (ARCHITECTURE "unknown or foreign ids get 404").
 *
 * Every (method, path) of the OpenAPI document must have an entry here and every entry must be in
 * the document: a new route fails route-matrix.security-spec.ts until someone decides who may call
 * it. Routes are called in the order of ROLE_ORDER below, so the owner's destructive call (cancel,
 * delete) comes last and the others see the record as it was.
 */
export type Expectation = 'allow' | 401 | 403 | 404;
export type RolePermissions = Record<Role, Expectation>;

export interface RoutePermission {
  expect: RolePermissions;
  /** Values of the path parameters (defaults: DEFAULT_PARAMS). */
  params?: (f: Fixtures) => Record<string, string>;
  /** A JSON body valid enough that ownership is checked before validation (POST/PUT/PATCH default {}). */
  body?: (f: Fixtures) => unknown;
  /** Why this entry is what it is, where the table alone does not say. */
  note?: string;
  /** Called after every other route (it ends the callers' sessions). */
  runLast?: boolean;
}

/** Owner last: see the comment above. */
export const ROLE_ORDER: readonly Role[] = ['anonymous', 'customerB', 'professional', 'admin', 'customerA'];

const all = (value: Expectation): RolePermissions => ({ anonymous: value, customerA: value, customerB: value, professional: value, admin: value });

/** @Public(): anyone. */
const PUBLIC = all('allow');
/** @Roles('customer', 'professional', 'admin'), nothing owned: any signed-in account. */
const SIGNED_IN: RolePermissions = { ...all('allow'), anonymous: 401 };
/** @Roles('admin'). */
const ADMIN: RolePermissions = { anonymous: 401, customerA: 403, customerB: 403, professional: 403, admin: 'allow' };
/** @Roles('professional'): the pro app; operators use their own console. */
const PRO: RolePermissions = { anonymous: 401, customerA: 403, customerB: 403, professional: 'allow', admin: 403 };
/** Customer A's booking: its owner and operators; another customer and an unassigned pro get 404. */
const A_BOOKING: RolePermissions = { anonymous: 401, customerA: 'allow', customerB: 404, professional: 404, admin: 'allow' };
/** Customer A's blog post or comment: only its author changes it (403 BLOG_NOT_AUTHOR, admins included). */
const A_AUTHORED: RolePermissions = { anonymous: 401, customerA: 'allow', customerB: 403, professional: 403, admin: 403 };

export const DEFAULT_PARAMS = (f: Fixtures): Record<string, string> => ({
  bookingNumber: f.booking.bookingNumber,
  slug: f.post.slug,
  commentId: f.comment.id,
  file: f.uploadedFile,
  provider: 'google',
  id: f.applicationToApprove,
});

export const ROUTE_PERMISSIONS: Record<string, RoutePermission> = {
  // Accounts. Sign-in and sign-up are public by nature; refresh and sign-out act on the refresh
  // cookie, never on a bearer token (the matrix sends none, so refresh is 401 for everyone).
  'POST /api/auth/signup': { expect: PUBLIC },
  'POST /api/auth/login': { expect: PUBLIC },
  'POST /api/auth/refresh': { expect: all(401), note: 'cookie only: a bearer token does not refresh' },
  'POST /api/auth/logout': { expect: PUBLIC, runLast: true, note: "revokes the caller's session (cookie or bearer); 204 even without one" },
  'POST /api/auth/forgot-password': { expect: PUBLIC },
  'POST /api/auth/reset-password': { expect: PUBLIC },
  'GET /api/auth/oauth/{provider}': { expect: PUBLIC },
  'GET /api/auth/oauth/{provider}/callback': { expect: PUBLIC },
  'GET /api/me': { expect: SIGNED_IN },
  'PATCH /api/me': { expect: SIGNED_IN },
  'PUT /api/me/password': { expect: SIGNED_IN },
  'PUT /api/me/notifications': { expect: SIGNED_IN },
  'GET /api/me/sessions': { expect: SIGNED_IN },
  'GET /api/me/export': { expect: SIGNED_IN, note: "the caller's own data only (me.int-spec.ts)" },
  'DELETE /api/me/sessions/{id}': {
    expect: { ...all(404), anonymous: 401 },
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    note: "no caller owns this sign-in; another account's is 404 as well (me.int-spec.ts)",
  },
  'POST /api/me/sessions/sign-out-others': { expect: SIGNED_IN, note: "keeps the caller's own sign-in, so the matrix goes on" },

  // Bookings: lists are the caller's own (or all, for operators); one booking is its owner's.
  'GET /api/bookings': { expect: SIGNED_IN },
  'POST /api/bookings': { expect: SIGNED_IN },
  'GET /api/bookings/stats': { expect: SIGNED_IN },
  'GET /api/bookings/activity': { expect: SIGNED_IN },
  'GET /api/bookings/{bookingNumber}': { expect: A_BOOKING },
  'PATCH /api/bookings/{bookingNumber}': { expect: A_BOOKING, body: () => ({ apartment: '7' }) },
  'POST /api/bookings/{bookingNumber}/cancel': {
    expect: A_BOOKING,
    params: (f) => ({ bookingNumber: f.bookingToCancel.bookingNumber }),
    note: 'the admin cancels first; the owner then gets a 409 (already cancelled), which passes authorisation',
  },
  'GET /api/bookings/{bookingNumber}/timeline': { expect: A_BOOKING },
  'POST /api/bookings/{bookingNumber}/review': { expect: A_BOOKING, body: () => ({ rating: 5, comment: 'Travail impeccable, merci beaucoup.' }) },
  'GET /api/bookings/{bookingNumber}/messages': { expect: A_BOOKING },
  'POST /api/bookings/{bookingNumber}/messages': { expect: A_BOOKING, body: () => ({ message: 'Bonjour, la porte est sur le côté.' }) },
  'POST /api/admin/bookings/{bookingNumber}/transitions': { expect: ADMIN },
  'GET /api/admin/professionals': { expect: ADMIN },

  // Blog: reading is public, writing needs an account, changing a post or comment needs its author.
  'GET /api/blog/posts': { expect: PUBLIC },
  'POST /api/blog/posts': { expect: SIGNED_IN },
  'GET /api/blog/posts/featured': { expect: PUBLIC },
  'GET /api/blog/posts/recent': { expect: PUBLIC },
  'GET /api/blog/posts/popular': { expect: PUBLIC },
  'GET /api/blog/posts/mine': { expect: SIGNED_IN },
  'GET /api/blog/posts/saved': { expect: SIGNED_IN },
  'GET /api/blog/categories': { expect: PUBLIC },
  'GET /api/blog/tags': { expect: PUBLIC },
  'GET /api/blog/posts/{slug}': { expect: PUBLIC },
  'PATCH /api/blog/posts/{slug}': {
    expect: A_AUTHORED,
    params: (f) => ({ slug: f.postToEdit.slug }),
    body: () => ({ excerpt: 'Un résumé revu.' }),
  },
  'DELETE /api/blog/posts/{slug}': { expect: A_AUTHORED, params: (f) => ({ slug: f.postToDelete.slug }) },
  'GET /api/blog/posts/{slug}/related': { expect: PUBLIC },
  'POST /api/blog/posts/{slug}/view': { expect: PUBLIC },
  'PUT /api/blog/posts/{slug}/like': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/like': { expect: SIGNED_IN },
  'PUT /api/blog/posts/{slug}/save': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/save': { expect: SIGNED_IN },
  'GET /api/blog/posts/{slug}/comments': { expect: PUBLIC },
  'POST /api/blog/posts/{slug}/comments': { expect: SIGNED_IN },
  'POST /api/blog/posts/{slug}/comments/{commentId}/replies': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/comments/{commentId}': { expect: A_AUTHORED },
  'POST /api/blog/images': { expect: SIGNED_IN },
  'GET /api/uploads/{file}': { expect: PUBLIC },
  'POST /api/blog/newsletter': { expect: PUBLIC },

  // Public site.
  'GET /api/health': { expect: PUBLIC },
  'POST /api/public/waitlist': { expect: PUBLIC },
  'POST /api/public/contact-messages': { expect: PUBLIC },
  'POST /api/public/faq-questions': { expect: PUBLIC },
  'POST /api/public/professionals': { expect: PUBLIC },
  'GET /api/legal/{file}': { expect: PUBLIC, params: () => ({ file: `${LEGAL_PAGES[0]}.pdf` }) },
  'GET /api/public-config': { expect: PUBLIC },
  'GET /api/chat/conversation': { expect: PUBLIC, note: 'visitors by their signed cookie, users by token' },
  'POST /api/chat/messages': { expect: PUBLIC },

  // Operators' console.
  'GET /api/admin/professional-applications': { expect: ADMIN },
  'POST /api/admin/professional-applications/{id}/approve': { expect: ADMIN },
  'POST /api/admin/professional-applications/{id}/reject': { expect: ADMIN, params: (f) => ({ id: f.applicationToReject }) },
  'GET /api/admin/bookings/waiting': { expect: ADMIN },
  'GET /api/admin/bookings': { expect: ADMIN },

  // Professionals: invitations are answered before the account exists; the app needs the role.
  'POST /api/pro/invitations/check': { expect: PUBLIC },
  'POST /api/pro/invitations/accept': { expect: PUBLIC },
  'GET /api/pro/home': { expect: PRO },
  'GET /api/pro/jobs/open': { expect: PRO },
  'GET /api/pro/jobs/mine': { expect: PRO },
  'POST /api/pro/jobs/{bookingNumber}/accept': { expect: PRO, params: (f) => ({ bookingNumber: f.bookingToAccept.bookingNumber }) },
  'POST /api/pro/jobs/{bookingNumber}/steps': {
    expect: PRO,
    params: (f) => ({ bookingNumber: f.bookingToAccept.bookingNumber }),
    note: 'the job the pro accepted in the fixtures',
  },
  'GET /api/pro/earnings': { expect: PRO },
  'GET /api/pro/profile': { expect: PRO },
  'PUT /api/pro/profile': { expect: PRO },
  'POST /api/pro/profile/photo': { expect: PRO },
};

/**
 * HTTP handlers the OpenAPI document leaves out on purpose, with why; the matrix spec fails when a
 * handler is missing from both the document and this list (so hiding a route from Swagger does
 * not hide it from this table).
 */
export const UNDOCUMENTED_ROUTES: Record<string, { path: string; why: string }> = {
  'SeoController.robots': { path: '/robots.txt', why: 'public file for crawlers, at the site root' },
  'SeoController.sitemap': { path: '/sitemap.xml', why: 'public file for crawlers, at the site root' },
  'DevMailController.list': { path: '/api/dev/mail', why: 'development mail viewer: only with DEV_MAIL_DIR, never in production (dev-mail tests)' },
  'DevMailController.read': { path: '/api/dev/mail/:id', why: 'development mail viewer: only with DEV_MAIL_DIR, never in production (dev-mail tests)' },
};
