import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { BLOG_ROUTES, PRO_APP_ROUTES, type BlogPostView, type BookingView, type CommentView, type CreateBlogPostRequest } from '@hm/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { AccountsClient, signUpRequest, type Signed } from '../testing/accounts-client.js';
import { buildBookingRequest } from '../testing/booking-requests.js';
import { signUpAs } from '../testing/role-users.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../testing/test-config.js';

/** The five callers of the authorisation matrix. */
export const ROLES = ['anonymous', 'customerA', 'customerB', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const roomy = { limit: 100_000, windowMs: 60_000 };

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
  const db = await createTestDatabase(`hm_test_security_${suite.replace(/-/g, '_')}`);
  const uploadDir = await mkdtemp(join(tmpdir(), 'hm-security-uploads-'));
  const base = testConfig({ DATABASE_URL: db.url, UPLOAD_DIR: uploadDir, LOG_LEVEL: 'error', ...env }, { suite: `security-${suite}`, rateLimit: roomy });
  const config = adjust({
    ...base,
    publicForms: { ...base.publicForms, limits: { waitlistPerIp: roomy, contactPerIp: roomy, faqQuestionPerIp: roomy } },
    chat: { ...base.chat, limits: { ...base.chat.limits, perIp: roomy, perVisitor: roomy } },
  });
  const app = await startApp(config);
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  return {
    db,
    app,
    client: new AccountsClient(app.baseUrl),
    sql,
    uploadDir,
    close: async () => {
      await sql.end();
      await app.close();
      await db.drop();
      await rm(uploadDir, { recursive: true, force: true });
      await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(`security-${suite}`));
    },
  };
}

export interface Fixtures {
  users: Record<Exclude<Role, 'anonymous'>, Signed>;
  /** Customer A's bookings: one to read and write, one to cancel, one for the professional to accept. */
  booking: BookingView;
  bookingToCancel: BookingView;
  bookingToAccept: BookingView;
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

export async function call(app: SecurityApp, who: Signed | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; response: Response }> {
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
  if (result.status !== status) throw new Error(`${method} ${path}: expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
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
  const customerA = await signUpAs(client, sql, 'customer', signUpRequest({ firstName: 'Alice', lastName: 'Martin' }));
  const customerB = await signUpAs(client, sql, 'customer', signUpRequest({ firstName: 'Bruno', lastName: 'Roy' }));
  const admin = await signUpAs(client, sql, 'admin', signUpRequest({ firstName: 'Ada', lastName: 'Admin' }));
  const professional = await signUpAs(client, sql, 'professional', signUpRequest({ firstName: 'Paul', lastName: 'Plombier' }));
  // The first profile save creates the professionals row; plumbing near the bookings' H2X address.
  await created(app, professional, 'PUT', PRO_APP_ROUTES.profile, {
    firstName: 'Paul',
    lastName: 'Plombier',
    phone: '+1 (514) 555-0188',
    categories: ['plumbing'],
    serviceAreaPrefixes: ['H2X'],
    bioFr: null,
    bioEn: null,
  }, 200);

  const book = () => created<BookingView>(app, customerA, 'POST', 'bookings', buildBookingRequest());
  const booking = await book();
  const bookingToCancel = await book();
  const bookingToAccept = await book();
  // Assigned to the pro, so the job steps have a job; the pro is not on A's other bookings.
  await created(app, professional, 'POST', PRO_APP_ROUTES.accept(bookingToAccept.bookingNumber), undefined, 200);

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

  await created(app, null, 'POST', 'public/professionals', proApplication());
  await created(app, null, 'POST', 'public/professionals', proApplication());
  const { rows } = await sql.query<{ id: string }>(`select id from professionals where status = 'pending' and user_id is null order by created_at`);
  if (rows.length < 2) throw new Error(`expected two pending applications, found ${rows.length}`);

  return {
    users: { customerA, customerB, professional, admin },
    booking,
    bookingToCancel,
    bookingToAccept,
    post,
    postToEdit,
    postToDelete,
    comment,
    uploadedFile,
    applicationToApprove: rows[0]!.id,
    applicationToReject: rows[1]!.id,
  };
}
