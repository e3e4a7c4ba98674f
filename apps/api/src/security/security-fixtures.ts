import { addServingProfessional, giveFullWeek, giveVerifiedCredentials } from '../testing/serving-professional.js';
import type { TestDatabase } from '@hm/db/testing';
import {
  BLOG_ROUTES,
  CHAT_ROUTES,
  PRO_APP_ROUTES,
  type BlogPostView,
  type BookingView,
  type CommentView,
  type CreateBlogPostRequest,
} from '@hm/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { AccountsClient, signUpRequest, type Signed } from '../testing/accounts-client.js';
import { buildBookingRequest, moveVisitToToday, SAMPLE_INVOICE } from '../testing/booking-requests.js';
import { signUpAs } from '../testing/role-users.js';
import { startIntStack } from '../testing/int-stack.js';
import type { RunningApp } from '../testing/test-app.js';
import { testConfig } from '../testing/test-config.js';

/**
 * The seven callers of the authorisation matrix. Pro A has accepted customer A's bookings, pro B
 * customer B's one: each pro is a stranger to the other's jobs. Support is the console's support
 * role (the inbox, people read-only; docs/operations.md "Who can do what").
 */
export const ROLES = ['anonymous', 'customerA', 'customerB', 'proA', 'proB', 'admin', 'support'] as const;
export type Role = (typeof ROLES)[number];
export type Identity = Exclude<Role, 'anonymous'>;

// Every private piece of data of each identity carries a marker: a word found nowhere else (and,
// for phone numbers, digits), so the matrix can look for it in every answer to everyone else.
// A marker is the identity's word plus a two-letter kind; fixed lengths keep one marker from
// being the start of another.
const WORDS: Record<Identity, string> = {
  customerA: 'Qzcusa',
  customerB: 'Qzcusb',
  proA: 'Qzproa',
  proB: 'Qzprob',
  admin: 'Qzadmn',
  support: 'Qzsupp',
};
const KINDS = [
  /** Account first and last names (customer A's are public as a blog author). */
  'Nm',
  /** Account e-mail. */
  'Em',
  /** The phone and address of the account's profile (/api/me; a pro's profile save replaces the phone). */
  'Ac',
  /** Contact details of the identity's bookings: names, e-mail, phone, street, description. */
  'Bk',
  /** Contact details of customer A's booking that no pro has accepted. */
  'Op',
  /** A message on a booking. */
  'Ms',
  /** A review's comment. */
  'Rv',
  /** A draft blog post. */
  'Dr',
  /** A message to the chat assistant. */
  'Ch',
  /** A pro's phone in the pro profile (shown to the customers of the pro's jobs). */
  'Ph',
  /** A pro's bio. */
  'Bi',
  /** A pro's certificate (docs/verified-trades.md): only the pro and operators may open it. */
  'Dc',
] as const;
export type MarkerKind = (typeof KINDS)[number];
export type Marker = `${Identity}.${MarkerKind}`;

const word = (who: Identity, kind: MarkerKind): string => `${WORDS[who]}${kind}`;

/** The kinds that hold a phone number, with the digit that sets their numbers apart. */
const PHONE_DIGIT: Partial<Record<MarkerKind, number>> = { Ac: 1, Bk: 2, Op: 3, Ph: 4 };
const digitsOf = (who: Identity, kind: MarkerKind): [string, string] => {
  const i = ROLES.indexOf(who);
  const k = PHONE_DIGIT[kind];
  if (k === undefined) throw new Error(`${kind} holds no phone number`);
  return [`8${i}${k}`, `${i}${k}${i}${k}`];
};
/** A Montreal number unique to the identity and kind, as typed. */
export const markerPhone = (who: Identity, kind: MarkerKind): string => `514 ${digitsOf(who, kind).join('-')}`;

/** The strings whose presence in an answer shows the marker, lower-cased (answers are searched lower-cased). */
export function markerValues(marker: Marker): string[] {
  const [who, kind] = marker.split('.') as [Identity, MarkerKind];
  if (PHONE_DIGIT[kind] === undefined) return [word(who, kind).toLowerCase()];
  // The phone as typed and as stored (digits only, maybe after +1).
  const [exchange, line] = digitsOf(who, kind);
  return [word(who, kind).toLowerCase(), `${exchange}-${line}`, `${exchange}${line}`];
}

export const markerOwner = (marker: Marker): Identity => marker.split('.')[0] as Identity;

export const ALL_MARKERS: readonly Marker[] = (Object.keys(WORDS) as Identity[]).flatMap((who) =>
  KINDS.map((kind): Marker => `${who}.${kind}`),
);

/**
 * The marker strings createFixtures plants, phones as stored (digits). A pro's profile save also
 * replaces the account's phone with the pro phone, so a pro's account phone is not among them.
 */
export function plantedValues(): string[] {
  const wordOnly = (marker: Marker) => markerValues(marker).slice(0, 1);
  const phoneOnly = (marker: Marker) => markerValues(marker).slice(2);
  const both = (marker: Marker) => [...wordOnly(marker), ...phoneOnly(marker)];
  const everyone = (Object.keys(WORDS) as Identity[]).flatMap((who) =>
    (['Nm', 'Em', 'Ac', 'Dr', 'Ch'] as const).flatMap((kind) => wordOnly(`${who}.${kind}`)),
  );
  // Support is party to no booking, so it writes no booking message.
  const speakers = (Object.keys(WORDS) as Identity[]).filter((who) => who !== 'support');
  return [
    ...everyone,
    ...speakers.flatMap((who) => wordOnly(`${who}.Ms`)),
    ...(
      ['customerA.Ac', 'customerB.Ac', 'admin.Ac', 'support.Ac', 'customerA.Bk', 'customerA.Op', 'customerB.Bk', 'admin.Bk'] as const
    ).flatMap(both),
    ...(['customerA.Rv', 'proA.Bi', 'proB.Bi', 'proA.Dc'] as const).flatMap(wordOnly),
    ...(['proA.Ph', 'proB.Ph'] as const).flatMap(phoneOnly),
  ];
}

/** A booking request whose contact details all carry the marker. */
export const markedBooking = (who: Identity, kind: MarkerKind): Record<string, unknown> =>
  buildBookingRequest({
    firstName: `${word(who, kind)}Prenom`,
    lastName: `${word(who, kind)}Nom`,
    email: `${word(who, kind).toLowerCase()}@example.com`,
    phone: markerPhone(who, kind),
    address: `12 rue ${word(who, kind)}`,
    description: `Fuite sous l’évier, ${word(who, kind)}.`,
  });

const roomy = { limit: 100_000, windowMs: 60_000 };

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface SecurityApp {
  db: TestDatabase;
  app: RunningApp;
  client: AccountsClient;
  sql: pg.Client;
  uploadDir: string;
  close(): Promise<void>;
}

/**
 * The real API on a fresh database with every limit out of the way (the matrix and the XSS
 * round trips send hundreds of requests from one address); `adjust` changes the settings.
 */
export async function startSecurityApp(
  suite: string,
  env: Record<string, string> = {},
  adjust: (config: AppConfig) => AppConfig = (config) => config,
): Promise<SecurityApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'hm-security-uploads-'));
  const stack = await startIntStack(`hm_test_security_${suite.replace(/-/g, '_')}`, `security-${suite}`, (databaseUrl) => {
    const base = testConfig(
      { DATABASE_URL: databaseUrl, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'error', ...env },
      { suite: `security-${suite}`, rateLimit: roomy },
    );
    return adjust({
      ...base,
      publicForms: {
        ...base.publicForms,
        limits: {
          waitlistPerIp: roomy,
          contactPerIp: roomy,
          faqQuestionPerIp: roomy,
          serviceAreaCheckPerIp: roomy,
          availabilityPerIp: roomy,
        },
      },
      chat: { ...base.chat, limits: { ...base.chat.limits, perIp: roomy, perVisitor: roomy } },
    });
  });
  return {
    ...stack,
    uploadDir,
    close: async () => {
      await stack.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface Fixtures {
  users: Record<Identity, Signed>;
  /**
   * Customer A's bookings, all accepted by pro A: one to read and write, one to cancel, one for the
   * job steps, one completed to review, one completed and reviewed already.
   */
  booking: BookingView;
  bookingToCancel: BookingView;
  job: BookingView;
  bookingToReview: BookingView;
  reviewedBooking: BookingView;
  /** Customer A's booking no pro has accepted (offered to both pros, area only). */
  openBooking: BookingView;
  /** Customer B's booking, accepted by pro B. */
  bookingB: BookingView;
  /** Customer A's draft post (only A may see it). */
  draft: BlogPostView;
  /** Customer A's published posts: one to read, one to edit, one to delete; A's comment on `post`. */
  post: BlogPostView;
  postToEdit: BlogPostView;
  postToDelete: BlogPostView;
  comment: CommentView;
  /** File name of an image A uploaded (GET /api/uploads/{file}). */
  uploadedFile: string;
  /** Two pending professional applications: one to approve, one to reject. */
  applicationToApprove: string;
  applicationToReject: string;
}

/**
 * The credential whose certificate pro A uploaded (a CMEQ membership: their plumbing jobs do not need
 * it, so its going back to review changes none of their jobs).
 */
export const CERTIFICATE_KIND = 'cmeq';

export async function call(
  app: SecurityApp,
  who: Signed | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await app.client.send(method, path, who?.session.accessToken ?? null, body);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON (a PDF, an image): the text is enough for assertions
  }
  return { status: response.status, body: parsed, response };
}

async function created<T>(app: SecurityApp, who: Signed | null, method: string, path: string, body: unknown, status = 201): Promise<T> {
  const result = await call(app, who, method, path, body);
  if (result.status !== status)
    throw new Error(`${method} ${path}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  return result.body as T;
}

export const blogPost = (overrides: Partial<CreateBlogPostRequest> = {}): CreateBlogPostRequest => ({
  title: 'Préparer sa maison pour l’hiver',
  excerpt: 'Les étapes essentielles avant le gel.',
  content: '<h2>Isolation</h2><p>Vérifiez les fenêtres et les portes.</p>',
  category: 'maintenance',
  tags: ['hiver'],
  status: 'published',
  ...overrides,
});

let applicationCounter = 0;
export const proApplication = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Marc',
  lastName: 'Gagnon',
  email: `applicant${++applicationCounter}-${process.pid}@example.com`,
  phone: '+1 (514) 555-0199',
  serviceCategory: 'plumbing',
  locale: 'fr',
  website: '',
  ...overrides,
});

/** Real records for every path parameter of the API, owned by customer A where ownership matters. */
export async function createFixtures(app: SecurityApp): Promise<Fixtures> {
  const { client, sql } = app;
  const person = (who: Identity, role: 'customer' | 'professional' | 'support' | 'admin') =>
    signUpAs(
      client,
      sql,
      role,
      signUpRequest({
        firstName: `${word(who, 'Nm')}Prenom`,
        lastName: `${word(who, 'Nm')}Nom`,
        email: `${word(who, 'Em').toLowerCase()}@example.com`,
      }),
    );
  const users: Record<Identity, Signed> = {
    customerA: await person('customerA', 'customer'),
    customerB: await person('customerB', 'customer'),
    proA: await person('proA', 'professional'),
    proB: await person('proB', 'professional'),
    admin: await person('admin', 'admin'),
    support: await person('support', 'support'),
  };
  const { customerA, customerB, proA, proB, admin } = users;
  const drafts = new Map<Identity, BlogPostView>();
  for (const who of Object.keys(users) as Identity[]) {
    await created(
      app,
      users[who],
      'PATCH',
      'me',
      { phone: markerPhone(who, 'Ac'), address: `8 avenue ${word(who, 'Ac')}`, city: 'Montréal', postalCode: 'H2X 1Y4' },
      200,
    );
    await created(app, users[who], 'POST', CHAT_ROUTES.messages, { content: `Bonjour, ${word(who, 'Ch')} ici.`, locale: 'fr' }, 202);
    const draft = blogPost({
      title: `Brouillon ${word(who, 'Dr')}`,
      excerpt: `Pas encore publié, ${word(who, 'Dr')}.`,
      content: `<p>${word(who, 'Dr')}</p>`,
      status: 'draft',
    });
    drafts.set(who, await created<BlogPostView>(app, users[who], 'POST', BLOG_ROUTES.create, draft));
  }
  // The first profile save creates the professionals row; both pros do plumbing near the bookings' H2X address.
  for (const who of ['proA', 'proB'] as const) {
    await created(
      app,
      users[who],
      'PUT',
      PRO_APP_ROUTES.profile,
      {
        firstName: `${word(who, 'Nm')}Prenom`,
        lastName: `${word(who, 'Nm')}Nom`,
        phone: markerPhone(who, 'Ph'),
        categories: ['plumbing'],
        serviceAreaPrefixes: ['H2X'],
        bioFr: `Plombier, ${word(who, 'Bi')}.`,
        bioEn: null,
      },
      200,
    );
    // Every day: the fixtures book whatever the weekday the suite runs.
    await giveFullWeek(app.sql, users[who].session.user.id);
    await giveVerifiedCredentials(app.sql, users[who].session.user.id);
  }
  // A third plumber, never assigned: new bookings find someone free while pros A and B hold that time.
  await addServingProfessional(app.sql, { categories: ['plumbing'], prefixes: ['H2X'] });

  const book = (who: Signed, request: Record<string, unknown>) => created<BookingView>(app, who, 'POST', 'bookings', request);
  const accepted = async (pro: Signed, request: Record<string, unknown>, owner = customerA): Promise<BookingView> => {
    const booking = await book(owner, request);
    await created(app, pro, 'POST', PRO_APP_ROUTES.accept(booking.bookingNumber), undefined, 200);
    return booking;
  };
  const completed = async (): Promise<BookingView> => {
    const booking = await accepted(proA, markedBooking('customerA', 'Bk'));
    // A job starts on its visit's day only (NOT_JOB_DAY otherwise).
    await moveVisitToToday(app.sql, booking.bookingNumber);
    await created(app, proA, 'POST', PRO_APP_ROUTES.step(booking.bookingNumber), { action: 'start' }, 200);
    await created(app, proA, 'POST', PRO_APP_ROUTES.step(booking.bookingNumber), { action: 'complete', invoice: SAMPLE_INVOICE }, 200);
    return booking;
  };
  const booking = await accepted(proA, markedBooking('customerA', 'Bk'));
  const bookingToCancel = await accepted(proA, markedBooking('customerA', 'Bk'));
  const job = await accepted(proA, markedBooking('customerA', 'Bk'));
  // Its steps are taken today: a job moves on its visit's day only (NOT_JOB_DAY otherwise).
  await moveVisitToToday(app.sql, job.bookingNumber);
  const bookingToReview = await completed();
  const reviewedBooking = await completed();
  await created(app, customerA, 'POST', `bookings/${reviewedBooking.bookingNumber}/review`, {
    rating: 4,
    comment: `Travail soigné, ${word('customerA', 'Rv')}.`,
  });
  const openBooking = await book(customerA, markedBooking('customerA', 'Op'));
  const bookingB = await accepted(proB, markedBooking('customerB', 'Bk'), customerB);
  await book(admin, markedBooking('admin', 'Bk'));
  // A conversation on each pro's job: the customer, the pro and (on A's) an operator.
  const say = (who: Identity, on: BookingView) =>
    created(app, users[who], 'POST', `bookings/${on.bookingNumber}/messages`, { message: `Note de suivi ${word(who, 'Ms')}.` });
  await say('customerA', booking);
  await say('proA', booking);
  await say('admin', booking);
  await say('customerB', bookingB);
  await say('proB', bookingB);

  const post = await created<BlogPostView>(app, customerA, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Poste de lecture' }));
  const postToEdit = await created<BlogPostView>(app, customerA, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Poste à modifier' }));
  const postToDelete = await created<BlogPostView>(app, customerA, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Poste à supprimer' }));
  const comment = await created<CommentView>(app, customerA, 'POST', BLOG_ROUTES.comments(post.slug), { content: 'Très utile, merci.' });

  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'photo.png');
  const upload = await fetch(`${app.app.baseUrl}/api/${BLOG_ROUTES.uploadImage}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customerA.session.accessToken}` },
    body: form,
  });
  if (upload.status !== 201) throw new Error(`image upload: ${upload.status} ${await upload.text()}`);
  const { url } = (await upload.json()) as { url: string };
  const uploadedFile = url.split('/').pop()!;

  // Pro A's certificate: a PDF carrying pro A's marker, for the pro's and the console's document routes.
  await created(app, proA, 'PUT', `pro/credentials/${CERTIFICATE_KIND}`, { number: '51234', expiresOn: null }, 200);
  const certificate = new FormData();
  const pdf = `%PDF-1.4\n% Certificat ${word('proA', 'Dc')}\n%%EOF\n`;
  certificate.append('document', new Blob([pdf], { type: 'application/pdf' }), 'certificat.pdf');
  const stored = await fetch(`${app.app.baseUrl}/api/pro/credentials/${CERTIFICATE_KIND}/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${proA.session.accessToken}` },
    body: certificate,
  });
  if (stored.status !== 200) throw new Error(`certificate upload: ${stored.status} ${await stored.text()}`);

  await created(app, null, 'POST', 'public/professionals', proApplication());
  await created(app, null, 'POST', 'public/professionals', proApplication());
  const { rows } = await sql.query<{ id: string }>(
    `select id from professionals where status = 'pending' and user_id is null order by created_at`,
  );
  if (rows.length < 2) throw new Error(`expected two pending applications, found ${rows.length}`);

  return {
    users,
    booking,
    bookingToCancel,
    job,
    bookingToReview,
    reviewedBooking,
    openBooking,
    bookingB,
    draft: drafts.get('customerA')!,
    post,
    postToEdit,
    postToDelete,
    comment,
    uploadedFile,
    applicationToApprove: rows[0]!.id,
    applicationToReject: rows[1]!.id,
  };
}
