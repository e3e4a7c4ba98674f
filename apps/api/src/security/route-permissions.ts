import { LEGAL_PAGES, todayInToronto } from '@hm/contracts';
import { SAMPLE_INVOICE } from '../testing/booking-requests.js';
import { CERTIFICATE_KIND, type Fixtures, type Marker, type Role } from './security-fixtures.js';

/**
 * What each caller must get from each API route (authorisation matrix), and which of the other
 * identities' private data it may see in the answer.
 *
 * 'allow': the request gets past authentication and authorisation — any answer below 500 except
 * 401, 403 and 404 (an empty or invalid body may well earn a 400: that is the route working).
 * 'ok': a 2xx or 3xx, where the fixtures make the call succeed. 401 / 403 / 404: exactly that
 * status. A refusal with a code (`refused(409, 'CODE')`): that status and that error code.
 * Another customer's booking is 404, never 403, so booking numbers cannot be probed (ARCHITECTURE
 * "unknown or foreign ids get 404").
 *
 * Every (method, path) of the OpenAPI document must have an entry here and every entry must be in
 * the document: a new route fails route-matrix.security-spec.ts until someone decides who may call
 * it. Routes are called in the order of ROLE_ORDER below, so the owner's destructive call (cancel,
 * delete) comes last and the others see the record as it was.
 *
 * Every answer (body, headers, the text of a PDF) is searched for the markers of the fixtures'
 * identities (security-fixtures.ts): a caller may see its own, and another identity's only where
 * the entry's `shows` lists it for that caller, or for 'everyone'.
 */
export interface Refusal {
  status: 403 | 404 | 409;
  code: string;
}
export type Expectation = 'allow' | 'ok' | 401 | 403 | 404 | Refusal;
export type RolePermissions = Record<Role, Expectation>;
/** Other identities' markers a caller may find in the answer, with why in the entry's note. */
export type Shows = Partial<Record<Role | 'everyone', readonly Marker[]>>;

export interface RouteCase {
  expect: RolePermissions;
  /** Values of the path parameters (defaults: DEFAULT_PARAMS). */
  params?: (f: Fixtures) => Record<string, string>;
  /** A JSON body valid enough that ownership is checked before validation (POST/PUT/PATCH default {}). */
  body?: (f: Fixtures, role: Role) => unknown;
  shows?: Shows;
  /** Why this entry is what it is, where the table alone does not say. */
  note?: string;
}

export interface RoutePermission extends RouteCase {
  /** Called after every other route (it ends the callers' sessions). */
  runLast?: boolean;
  /** The same route called again on other records, right after the main case. */
  also?: (RouteCase & { label: string })[];
}

export const refused = (status: Refusal['status'], code: string): Refusal => ({ status, code });

/** Owner last, the assigned pro before the operator who cancels: see the comment above. */
export const ROLE_ORDER: readonly Role[] = ['anonymous', 'customerB', 'proB', 'proA', 'support', 'admin', 'customerA'];

const all = (value: Expectation): RolePermissions => ({
  anonymous: value,
  customerA: value,
  customerB: value,
  proA: value,
  proB: value,
  admin: value,
  support: value,
});

/** @Public(): anyone. */
const PUBLIC = all('allow');
/** @Roles('customer', 'professional', 'support', 'admin'), nothing owned: any signed-in account. */
const SIGNED_IN: RolePermissions = { ...all('allow'), anonymous: 401 };
/** @RequirePermission(...) of the console that only admins have (everything but the inbox, the waitlists and reading people). */
const ADMIN: RolePermissions = { ...all(403), anonymous: 401, admin: 'allow' };
/** @RequirePermission('inbox'), ('waitlists') and ('people.read'): support as well as admins. */
const SUPPORT_AND_ADMIN: RolePermissions = { ...ADMIN, support: 'allow' };
/** The same, where both reach the same refusal. */
const supportAndAdmin = (expectation: Expectation): RolePermissions => ({ ...ADMIN, admin: expectation, support: expectation });
/** @Roles('professional'): the pro app; operators use their own console. */
const PRO: RolePermissions = { ...all(403), anonymous: 401, proA: 'allow', proB: 'allow' };
/**
 * Customer A's booking that pro A accepted, read or written on: its owner, its pro and operators;
 * another customer and the other pro get 404.
 */
const A_BOOKING: RolePermissions = { anonymous: 401, customerA: 'ok', customerB: 404, proA: 'ok', proB: 404, admin: 'ok', support: 404 };
/** The same booking's customer-only actions (edit, cancel, review): its own pro is refused too. */
const A_BOOKING_CUSTOMER: RolePermissions = { ...A_BOOKING, proA: 404 };
/** Customer A's blog post or comment: only its author changes it (403 BLOG_NOT_AUTHOR, admins included). */
const A_AUTHORED: RolePermissions = { ...all(403), anonymous: 401, customerA: 'allow' };

// What may be shared, and with whom. Customer A publishes posts and comments: A's name is public
// as their author. Pro A sees A's contact details once the job is theirs (never while it is only
// offered) and A sees pro A's name and phone on the booking; operators see both. The conversation
// on A's booking is the customer's, pro A's and the operator's.
const A_AUTHOR_NAME: Shows = { everyone: ['customerA.Nm'] };
const A_JOB: Shows = {
  customerA: ['proA.Nm', 'proA.Ph'],
  proA: ['customerA.Bk'],
  admin: ['customerA.Bk', 'proA.Nm', 'proA.Ph'],
};
const B_JOB: Shows = {
  customerB: ['proB.Nm', 'proB.Ph'],
  proB: ['customerB.Bk'],
  admin: ['customerB.Bk', 'proB.Nm', 'proB.Ph'],
};
/** The pro's own jobs, with their customers' contact details. */
const OWN_JOBS: Shows = { proA: ['customerA.Bk'], proB: ['customerB.Bk'] };
/** Pro A's answer on its own job (pro B is refused and sees nothing). */
const A_JOB_TO_PRO: Shows = { proA: ['customerA.Bk'] };
/** An operator's account as the console's people list shows it: name, e-mail, phone and address. */
const accountOf = (who: 'admin' | 'support') => [`${who}.Ac`, `${who}.Em`, `${who}.Nm`] as const;
/** The customers' and pros' accounts in the people list (a pro's phone is its profile's). */
const EVERY_ACCOUNT = [
  'customerA.Ac',
  'customerA.Em',
  'customerA.Nm',
  'customerB.Ac',
  'customerB.Em',
  'customerB.Nm',
  'proA.Em',
  'proA.Nm',
  'proA.Ph',
  'proB.Em',
  'proB.Nm',
  'proB.Ph',
] as const;
const A_CONVERSATION: Shows = {
  customerA: ['proA.Nm', 'proA.Ms', 'admin.Nm', 'admin.Ms'],
  proA: ['customerA.Nm', 'customerA.Ms', 'admin.Nm', 'admin.Ms'],
  admin: ['customerA.Nm', 'customerA.Ms', 'proA.Nm', 'proA.Ms'],
};

/** PATCH of customer A's booking: a distinct apartment per caller shows whose edit was stored. */
export const APARTMENT: Record<Role, string> = {
  anonymous: '11',
  customerB: '12',
  proB: '13',
  proA: '14',
  admin: '15',
  support: '16',
  customerA: '7',
};

export const DEFAULT_PARAMS = (f: Fixtures): Record<string, string> => ({
  bookingNumber: f.booking.bookingNumber,
  slug: f.post.slug,
  commentId: f.comment.id,
  file: f.uploadedFile,
  provider: 'google',
  kind: 'contact',
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
  'GET /api/me/export': {
    expect: SIGNED_IN,
    shows: {
      customerA: ['proA.Nm', 'proA.Ms', 'admin.Nm', 'admin.Ms'],
      customerB: ['proB.Nm', 'proB.Ms'],
      proA: ['customerA.Rv'],
    },
    note: "the caller's own data only (me.int-spec.ts): a customer's bookings come with their conversations and the pro named on their timeline; a pro's reviews received come without their authors",
  },
  'DELETE /api/me/sessions/{id}': {
    expect: { ...all(404), anonymous: 401 },
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    note: "no caller owns this sign-in; another account's is 404 as well (me.int-spec.ts)",
  },
  'POST /api/me/sessions/sign-out-others': { expect: SIGNED_IN, note: "keeps the caller's own sign-in, so the matrix goes on" },

  // Bookings: lists are the caller's own (or all, for operators); one booking is its owner's, its
  // assigned pro's and the operators'.
  'GET /api/bookings': {
    expect: SIGNED_IN,
    shows: { customerA: ['proA.Nm'], customerB: ['proB.Nm'] },
    note: "each booking with its pro's name",
  },
  'POST /api/bookings': { expect: SIGNED_IN },
  'POST /api/offers/preview': { expect: SIGNED_IN },
  // The fixture's booking has no final price waiting: the owner (and operators, for approve) reach the rule.
  'POST /api/bookings/{bookingNumber}/invoice/approve': {
    expect: { ...A_BOOKING_CUSTOMER, customerA: refused(409, 'INVOICE_NOT_AWAITING'), admin: refused(409, 'INVOICE_NOT_AWAITING') },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    note: 'the customer, or an operator for them',
  },
  'POST /api/bookings/{bookingNumber}/invoice/dispute': {
    expect: { ...A_BOOKING_CUSTOMER, customerA: refused(409, 'INVOICE_NOT_AWAITING'), admin: 404 },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    body: () => ({ reason: 'The price is not what we agreed.' }),
    note: 'the customer only',
  },
  // Not completed: only the owner reaches the rule; the pro and operators do not tip.
  'POST /api/bookings/{bookingNumber}/tip': {
    expect: { ...A_BOOKING_CUSTOMER, customerA: refused(409, 'TIP_NOT_ALLOWED'), admin: 404 },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    body: () => ({ percent: 15 }),
    note: 'the customer only',
  },
  // Without Stripe keys (the suite's settings): the owner reaches the rule, nobody else learns the booking exists.
  'POST /api/bookings/{bookingNumber}/card': {
    expect: { ...A_BOOKING_CUSTOMER, customerA: refused(409, 'CARD_PAYMENTS_OFF'), admin: 404 },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    note: 'the customer only',
  },
  // Not paid: the owner and operators reach the rule; the pro's view has no receipt.
  'GET /api/bookings/{bookingNumber}/receipt': {
    expect: { ...A_BOOKING_CUSTOMER, customerA: refused(404, 'RECEIPT_NOT_FOUND'), admin: refused(404, 'RECEIPT_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    note: 'the customer, or an operator',
  },
  'GET /api/bookings/stats': { expect: SIGNED_IN },
  'GET /api/bookings/activity': { expect: SIGNED_IN },
  'GET /api/bookings/{bookingNumber}': {
    expect: A_BOOKING,
    shows: A_JOB,
    also: [
      {
        label: "customer A's booking no pro has accepted",
        params: (f) => ({ bookingNumber: f.openBooking.bookingNumber }),
        expect: { ...A_BOOKING, proA: 404 },
        shows: { admin: ['customerA.Op'] },
        note: 'offered to both pros, who see its area in their open jobs and nothing here',
      },
      {
        label: "customer B's booking, pro B's job",
        params: (f) => ({ bookingNumber: f.bookingB.bookingNumber }),
        expect: { anonymous: 401, customerA: 404, customerB: 'ok', proA: 404, proB: 'ok', admin: 'ok', support: 404 },
        shows: B_JOB,
      },
    ],
  },
  'PATCH /api/bookings/{bookingNumber}': {
    expect: A_BOOKING_CUSTOMER,
    body: (_, role) => ({ apartment: APARTMENT[role] }),
    shows: A_JOB,
    note: 'each caller asks for its own apartment number: only the admin’s and the owner’s may be stored',
  },
  'POST /api/bookings/{bookingNumber}/cancel': {
    expect: { ...A_BOOKING_CUSTOMER, proA: refused(409, 'BOOKING_NOT_CANCELLABLE'), customerA: 'allow' },
    params: (f) => ({ bookingNumber: f.bookingToCancel.bookingNumber }),
    shows: A_JOB,
    note: 'pro A may not cancel its job (the state machine says so); the admin cancels; the owner then gets a 409 (already cancelled), which passes authorisation',
  },
  'GET /api/bookings/{bookingNumber}/timeline': {
    expect: A_BOOKING,
    shows: { customerA: ['proA.Nm'], admin: ['proA.Nm'] },
    note: 'the steps name the pro',
  },
  'POST /api/bookings/{bookingNumber}/review': {
    expect: { ...A_BOOKING_CUSTOMER, proA: refused(409, 'REVIEW_NOT_ALLOWED'), admin: refused(409, 'REVIEW_NOT_ALLOWED') },
    params: (f) => ({ bookingNumber: f.bookingToReview.bookingNumber }),
    body: () => ({ rating: 5, comment: 'Travail impeccable, merci beaucoup.' }),
    note: 'a job pro A completed: only its customer reviews it (its pro and operators, who may see it, get the state machine’s refusal)',
  },
  'GET /api/bookings/{bookingNumber}/messages': {
    expect: A_BOOKING,
    shows: A_CONVERSATION,
    note: "each message with its sender's name; an operator writes under their own name",
  },
  'POST /api/bookings/{bookingNumber}/messages': { expect: A_BOOKING, body: () => ({ message: 'Bonjour, la porte est sur le côté.' }) },
  'POST /api/bookings/{bookingNumber}/messages/read': { expect: A_BOOKING },
  'POST /api/bookings/{bookingNumber}/messages/{messageId}/translation': {
    expect: { ...all(404), anonymous: 401 },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber, messageId: '00000000-0000-4000-8000-000000000000' }),
    note: 'the fixtures run without CHAT_API_KEY, so nothing is translated and nobody has a translation to ask again; message-translations.int-spec.ts covers the readers',
  },
  'POST /api/admin/bookings/{bookingNumber}/transitions': { expect: ADMIN },
  // The fixture's completed job of customer A with pro A, its price agreed and not paid.
  'GET /api/admin/money': { expect: ADMIN, shows: { admin: ['customerA.Bk', 'proA.Nm'] } },
  // The fixture's booking has no final price: operators reach the rule.
  'POST /api/admin/bookings/{bookingNumber}/invoice': {
    expect: { ...ADMIN, admin: refused(409, 'INVOICE_NOT_CORRECTABLE') },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    body: () => ({ invoice: { workCents: 10_000, materials: [] }, reason: 'Settled with the customer.' }),
    note: 'operators',
  },
  'POST /api/admin/bookings/{bookingNumber}/receipt/reissue': {
    expect: { ...ADMIN, admin: refused(404, 'RECEIPT_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    note: 'operators; the fixture booking is not paid',
  },
  'POST /api/admin/bookings/{bookingNumber}/refund': {
    expect: { ...ADMIN, admin: refused(409, 'NOTHING_TO_REFUND') },
    params: (f) => ({ bookingNumber: f.booking.bookingNumber }),
    body: () => ({ amountCents: 100, reason: 'Refund test' }),
    note: 'operators; the fixture booking was not charged to a card',
  },

  // Notification centre: only ever the caller's own notifications.
  'GET /api/notifications': {
    expect: SIGNED_IN,
    shows: {
      customerA: ['proA.Nm', 'admin.Nm'],
      proA: ['customerA.Nm', 'admin.Nm'],
      customerB: ['proB.Nm'],
      proB: ['customerB.Nm'],
    },
    note: "the caller's own notifications: a pro assigned names the pro; a new message names who wrote it (never its text)",
  },
  'POST /api/notifications/read-all': { expect: SIGNED_IN },
  'POST /api/notifications/{id}/read': {
    expect: { ...all(404), anonymous: 401 },
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    note: "no caller owns this notification; another account's is 404 as well (notifications.int-spec.ts)",
  },
  'GET /api/admin/professionals': { expect: ADMIN, shows: { admin: ['proA.Nm', 'proA.Em', 'proB.Nm', 'proB.Em'] } },

  // Blog: reading is public, writing needs an account, changing a post or comment needs its author.
  'GET /api/blog/posts': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'POST /api/blog/posts': { expect: SIGNED_IN },
  'GET /api/blog/posts/featured': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'GET /api/blog/posts/recent': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'GET /api/blog/posts/popular': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'GET /api/blog/posts/mine': { expect: SIGNED_IN },
  'GET /api/blog/posts/saved': { expect: SIGNED_IN, shows: A_AUTHOR_NAME, note: 'public posts, by their authors' },
  'GET /api/blog/categories': { expect: PUBLIC },
  'GET /api/blog/tags': { expect: PUBLIC },
  'GET /api/blog/posts/{slug}': {
    expect: PUBLIC,
    shows: A_AUTHOR_NAME,
    also: [
      {
        label: "customer A's draft",
        params: (f) => ({ slug: f.draft.slug }),
        expect: { ...all(404), customerA: 'ok' },
        note: "someone else's draft does not exist for them",
      },
    ],
  },
  'PATCH /api/blog/posts/{slug}': {
    expect: A_AUTHORED,
    params: (f) => ({ slug: f.postToEdit.slug }),
    body: () => ({ excerpt: 'Un résumé revu.' }),
  },
  'DELETE /api/blog/posts/{slug}': { expect: A_AUTHORED, params: (f) => ({ slug: f.postToDelete.slug }) },
  'GET /api/blog/posts/{slug}/related': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'POST /api/blog/posts/{slug}/view': { expect: PUBLIC },
  'PUT /api/blog/posts/{slug}/like': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/like': { expect: SIGNED_IN },
  'PUT /api/blog/posts/{slug}/save': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/save': { expect: SIGNED_IN },
  'GET /api/blog/posts/{slug}/comments': { expect: PUBLIC, shows: A_AUTHOR_NAME },
  'POST /api/blog/posts/{slug}/comments': { expect: SIGNED_IN },
  'POST /api/blog/posts/{slug}/comments/{commentId}/replies': { expect: SIGNED_IN },
  'DELETE /api/blog/posts/{slug}/comments/{commentId}': { expect: A_AUTHORED },
  'POST /api/blog/images': { expect: SIGNED_IN },
  'GET /api/uploads/{file}': { expect: PUBLIC },
  'POST /api/blog/newsletter': { expect: PUBLIC },

  // Public site.
  'GET /api/health': { expect: PUBLIC },
  'GET /api/health/live': { expect: PUBLIC },
  'GET /api/health/ready': { expect: PUBLIC },
  'POST /api/public/waitlist': { expect: PUBLIC },
  'POST /api/public/contact-messages': { expect: PUBLIC },
  'POST /api/public/faq-questions': { expect: PUBLIC },
  'POST /api/public/professionals': { expect: PUBLIC },
  'GET /api/public/service-areas/check': { expect: PUBLIC },
  'GET /api/public/availability': { expect: PUBLIC },
  'POST /api/public/service-areas/waitlist': { expect: PUBLIC },
  'POST /api/service-areas/waitlist': { expect: SIGNED_IN },
  'GET /api/legal/{file}': { expect: PUBLIC, params: () => ({ file: `${LEGAL_PAGES[0]}.pdf` }) },
  'GET /api/public-config': { expect: PUBLIC },
  'GET /api/public-figures': { expect: PUBLIC },
  'GET /api/chat/conversation': { expect: PUBLIC, note: 'visitors by their signed cookie, users by token' },
  'POST /api/chat/messages': { expect: PUBLIC },

  // An e-mail's unsubscribe link: the signed token is the proof (docs/notifications.md).
  'GET /api/notifications/unsubscribe': { expect: PUBLIC, note: 'without a valid token: 400 INVALID_UNSUBSCRIBE_LINK for everyone' },
  'POST /api/notifications/unsubscribe': { expect: PUBLIC, note: 'without a valid token: 400 INVALID_UNSUBSCRIBE_LINK for everyone' },

  // Operators' console.
  'GET /api/admin/professional-applications': { expect: ADMIN },
  'POST /api/admin/professional-applications/{id}/approve': { expect: ADMIN },
  'POST /api/admin/professional-applications/{id}/reject': {
    expect: ADMIN,
    params: (f) => ({ id: f.applicationToReject }),
    body: () => ({ reason: 'Outside the service areas for now.' }),
  },
  'GET /api/admin/bookings/waiting': {
    expect: ADMIN,
    shows: { admin: ['customerA.Op', 'proA.Nm', 'proA.Ph', 'proB.Nm', 'proB.Ph'] },
    note: 'the bookings no pro has taken, each with the pros who could take it',
  },
  'GET /api/admin/day': { expect: ADMIN, note: 'called without date and trade: the admin gets 400, the others are refused first' },
  'PUT /api/admin/day/capacity': { expect: ADMIN, note: 'called without a body: the admin gets 400, the others are refused first' },
  'DELETE /api/admin/day/capacity': {
    expect: ADMIN,
    note: 'called without date and trade: the admin gets 400, the others are refused first',
  },
  // The support inbox: support's whole job, and the admins'.
  'GET /api/admin/inbox': { expect: SUPPORT_AND_ADMIN, note: 'contact messages and FAQ questions' },
  'GET /api/admin/inbox/{kind}/{id}': {
    expect: supportAndAdmin(refused(404, 'SUPPORT_REQUEST_NOT_FOUND')),
    note: 'an unknown request: support and the admin get 404, the others are refused first',
  },
  'PATCH /api/admin/inbox/{kind}/{id}': {
    expect: supportAndAdmin(refused(404, 'SUPPORT_REQUEST_NOT_FOUND')),
    note: 'an unknown request: support and the admin get 404, the others are refused first',
  },
  'POST /api/admin/inbox/{kind}/{id}/notes': {
    expect: SUPPORT_AND_ADMIN,
    note: 'without a body: support and the admin get 400, the others are refused first',
  },
  'POST /api/admin/inbox/{kind}/{id}/replies': {
    expect: SUPPORT_AND_ADMIN,
    note: 'without a body: support and the admin get 400, the others are refused first',
  },
  'GET /api/admin/waitlists': { expect: SUPPORT_AND_ADMIN, note: 'the waitlists are support’s too, like the inbox' },
  'GET /api/admin/waitlists/export': { expect: SUPPORT_AND_ADMIN, note: 'CSV' },
  // People: support reads them; only admins change an account.
  'GET /api/admin/people': {
    expect: SUPPORT_AND_ADMIN,
    shows: { admin: [...EVERY_ACCOUNT, ...accountOf('support')], support: [...EVERY_ACCOUNT, ...accountOf('admin')] },
    note: 'every account, for operators only (support reads it too)',
  },
  'GET /api/admin/people/{id}': {
    expect: supportAndAdmin(refused(404, 'PERSON_NOT_FOUND')),
    note: 'an unknown account: support and the admin get 404, the others are refused first',
  },
  'POST /api/admin/people/{id}/disable': { expect: ADMIN, note: 'without a reason: the admin gets 400, the others are refused first' },
  'POST /api/admin/people/{id}/enable': {
    expect: { ...ADMIN, admin: refused(404, 'PERSON_NOT_FOUND') },
    note: 'an unknown account: the admin gets 404, the others are refused first',
  },
  'POST /api/admin/people/{id}/password-reset': {
    expect: { ...ADMIN, admin: refused(404, 'PERSON_NOT_FOUND') },
    note: 'an unknown account: the admin gets 404, the others are refused first',
  },
  'PUT /api/admin/people/{id}/role': { expect: ADMIN, note: 'without a role: the admin gets 400, the others are refused first' },
  'GET /api/admin/content/posts': {
    expect: ADMIN,
    shows: { admin: ['customerA.Nm', 'customerA.Em'] },
    note: 'published and hidden posts with their authors’ e-mails, for operators only',
  },
  'GET /api/admin/content/comments': {
    expect: ADMIN,
    shows: { admin: ['customerA.Nm', 'customerA.Em'] },
    note: 'comments with their authors’ e-mails, for operators only',
  },
  'POST /api/admin/content/posts/{id}/hide': { expect: ADMIN, note: 'without a reason: the admin gets 400, the others are refused first' },
  'POST /api/admin/content/posts/{id}/restore': {
    expect: { ...ADMIN, admin: refused(404, 'CONTENT_NOT_FOUND') },
    note: 'an unknown post: the admin gets 404, the others are refused first',
  },
  'POST /api/admin/content/comments/{id}/hide': {
    expect: ADMIN,
    note: 'without a reason: the admin gets 400, the others are refused first',
  },
  'POST /api/admin/content/comments/{id}/restore': {
    expect: { ...ADMIN, admin: refused(404, 'CONTENT_NOT_FOUND') },
    note: 'an unknown comment: the admin gets 404, the others are refused first',
  },
  'GET /api/admin/audit-log': { expect: ADMIN, note: 'what operators did: read-only, no route changes it' },
  'GET /api/admin/bookings': { expect: ADMIN, shows: { admin: ['customerA.Bk', 'customerA.Op', 'customerB.Bk', 'proA.Nm', 'proB.Nm'] } },

  // Professionals: invitations are answered before the account exists; the app needs the role.
  'POST /api/pro/invitations/check': { expect: PUBLIC },
  'POST /api/pro/invitations/accept': { expect: PUBLIC },
  'GET /api/pro/home': {
    expect: PRO,
    shows: { ...OWN_JOBS, proA: ['customerA.Bk', 'customerA.Rv'] },
    note: 'upcoming jobs with their customers, and the reviews received with the customer’s first name',
  },
  'GET /api/pro/jobs/open': { expect: PRO, note: 'the area of each open job, never who or where exactly' },
  'GET /api/pro/jobs/mine': { expect: PRO, shows: OWN_JOBS },
  'POST /api/pro/jobs/{bookingNumber}/accept': {
    expect: { ...PRO, proA: 'ok', proB: refused(409, 'JOB_ALREADY_TAKEN') },
    params: (f) => ({ bookingNumber: f.job.bookingNumber }),
    shows: A_JOB_TO_PRO,
    note: "pro A's job: pro B learns it is taken (it is in pro B's trade), pro A's second accept is harmless",
  },
  'POST /api/pro/jobs/{bookingNumber}/steps': {
    expect: { ...PRO, proA: 'ok', proB: refused(404, 'JOB_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.job.bookingNumber }),
    body: () => ({ action: 'start' }),
    shows: A_JOB_TO_PRO,
    also: [
      {
        label: 'complete, once started',
        expect: { ...PRO, proA: 'ok', proB: refused(404, 'JOB_NOT_FOUND') },
        params: (f) => ({ bookingNumber: f.job.bookingNumber }),
        body: () => ({ action: 'complete', invoice: SAMPLE_INVOICE }),
        shows: A_JOB_TO_PRO,
      },
    ],
    note: "pro A's job: pro B may not move it; pro B goes first, so a step it made would also make pro A's fail",
  },
  'PUT /api/pro/jobs/{bookingNumber}/arrival': {
    expect: { ...PRO, proA: refused(409, 'INVALID_TRANSITION'), proB: refused(404, 'JOB_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.job.bookingNumber }),
    body: () => ({ estimatedArrival: '2099-01-01T10:00' }),
    note: "pro A's job, not on the way: no arrival to revise; pro B may not touch it",
  },
  'POST /api/pro/jobs/{bookingNumber}/payment': {
    expect: { ...PRO, proA: 'ok', proB: refused(404, 'JOB_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.bookingToReview.bookingNumber }),
    body: () => ({ method: 'interac', paidOn: todayInToronto() }),
    shows: A_JOB_TO_PRO,
    note: "pro A's completed job, its final price agreed: pro B may not record its payment",
  },
  'GET /api/pro/earnings': { expect: PRO },
  'GET /api/pro/statements/{weekStart}': { expect: PRO, params: () => ({ weekStart: '2026-11-23' }) },
  'GET /api/pro/statements/{weekStart}/csv': { expect: PRO, params: () => ({ weekStart: '2026-11-23' }) },
  // Verified trades (docs/verified-trades.md): a pro's own credentials (no id to aim at another's);
  // certificates open to their pro and to operators only.
  'GET /api/pro/credentials': { expect: PRO },
  'PUT /api/pro/credentials/business': { expect: PRO, body: () => ({ businessName: 'Plomberie test', neq: null }) },
  'PUT /api/pro/credentials/{kind}': {
    expect: PRO,
    params: () => ({ kind: CERTIFICATE_KIND }),
    note: 'each pro replaces its own CMEQ membership (back to review; their plumbing jobs do not need it)',
    body: () => ({ number: '51234', expiresOn: null }),
  },
  'POST /api/pro/credentials/{kind}/document': {
    expect: PRO,
    params: () => ({ kind: CERTIFICATE_KIND }),
    note: 'no multipart body: 400 past authorisation',
  },
  'GET /api/pro/credentials/{kind}/document': {
    expect: { ...all(403), anonymous: 401, proA: 'ok', proB: 404 },
    params: () => ({ kind: CERTIFICATE_KIND }),
    note: "always the caller's own certificate: pro B has none, and no route takes another pro's id",
  },
  'GET /api/admin/pros/credentials': { expect: ADMIN, shows: { admin: ['proA.Nm', 'proA.Em', 'proB.Nm', 'proB.Em'] } },
  'GET /api/admin/pros/{userId}/credentials/{kind}/document': {
    expect: { ...ADMIN, admin: 'ok' },
    params: (f) => ({ userId: f.users.proA.session.user.id, kind: CERTIFICATE_KIND }),
    shows: { admin: ['proA.Dc'] },
  },
  'POST /api/admin/pros/{userId}/credentials/{kind}/review': {
    expect: { ...ADMIN, admin: 'ok' },
    params: (f) => ({ userId: f.users.proB.session.user.id, kind: 'cmeq' }),
    body: () => ({ decision: 'verified' }),
    shows: { admin: ['proB.Nm', 'proB.Em'] },
  },
  // A pro's public profile: their first name, bio and the reviews of their jobs (each review's
  // comment and the customer's first name, as written on the booking) are public by design.
  'GET /api/public/pros/{userId}': {
    expect: { ...PUBLIC, anonymous: 'ok', customerA: 'ok', admin: 'ok' },
    params: (f) => ({ userId: f.users.proA.session.user.id }),
    shows: { everyone: ['proA.Nm', 'proA.Bi', 'customerA.Rv', 'customerA.Bk'] },
  },
  'POST /api/pro/reviews/{bookingNumber}/reply': {
    expect: { ...PRO, proA: 'ok', proB: refused(404, 'REVIEW_NOT_FOUND') },
    params: (f) => ({ bookingNumber: f.reviewedBooking.bookingNumber }),
    body: () => ({ reply: 'Merci pour votre confiance.' }),
    shows: { proA: ['customerA.Rv', 'customerA.Bk'] },
    note: 'only the pro of the reviewed job answers, once',
  },
  'GET /api/pro/profile': { expect: PRO },
  'PUT /api/pro/profile': { expect: PRO },
  'POST /api/pro/profile/photo': { expect: PRO },
  // Keyed by the caller's account: there is no id to aim at another pro's schedule.
  'GET /api/pro/schedule': { expect: PRO },
  'PUT /api/pro/schedule': { expect: PRO },
};

/**
 * HTTP handlers the OpenAPI document leaves out on purpose, with why; the matrix spec fails when a
 * handler is missing from both the document and this list (so hiding a route from Swagger does
 * not hide it from this table).
 */
export const UNDOCUMENTED_ROUTES: Record<string, { path: string; why: string }> = {
  'SeoController.robots': { path: '/robots.txt', why: 'public file for crawlers, at the site root' },
  'SeoController.sitemap': { path: '/sitemap.xml', why: 'public file for crawlers, at the site root' },
  'DevMailController.list': {
    path: '/api/dev/mail',
    why: 'development mail viewer: only with DEV_MAIL_DIR, never in production (dev-mail tests)',
  },
  'DevMailController.read': {
    path: '/api/dev/mail/:id',
    why: 'development mail viewer: only with DEV_MAIL_DIR, never in production (dev-mail tests)',
  },
  'DevMailController.templates': {
    path: '/api/dev/mail/templates',
    why: 'development preview of every e-mail template: only with DEV_MAIL_DIR, never in production (unsubscribe int test)',
  },
  'PaymentsWebhookController.receive': {
    path: '/api/payments/webhook',
    why: "Stripe's signed webhooks, not called by people: 404 without Stripe keys, 400 on a bad signature (payments-webhook int test)",
  },
  'DevMailController.preview': {
    path: '/api/dev/mail/templates/:id/:locale',
    why: 'development preview of every e-mail template: only with DEV_MAIL_DIR, never in production (unsubscribe int test)',
  },
};
