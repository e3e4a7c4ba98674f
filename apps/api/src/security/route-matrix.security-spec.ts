import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/load-config.js';
import type { Signed } from '../testing/accounts-client.js';
import { DocumentedAnswers } from '../testing/documented-answers.js';
import { collectRoutes } from '../testing/route-inventory.js';
import { pdfTextLines } from '../testing/pdf-text.js';
import {
  APARTMENT,
  DEFAULT_PARAMS,
  ROLE_ORDER,
  ROUTE_PERMISSIONS,
  UNDOCUMENTED_ROUTES,
  type Expectation,
  type RouteCase,
} from './route-permissions.js';
import {
  ALL_MARKERS,
  createFixtures,
  markerOwner,
  markerValues,
  plantedValues,
  startSecurityApp,
  type Fixtures,
  type Role,
  type SecurityApp,
} from './security-fixtures.js';

// Authorisation matrix: every route of the OpenAPI document the running app serves at
// /api/docs-json, called by anonymous, customer A, customer B, pro A (on customer A's jobs), pro B
// (on customer B's) and an admin, against real records (A's bookings, A's posts and comment, an
// uploaded image, pro applications). The expected answers live in route-permissions.ts; a route
// without an entry, or an entry without a route, fails here. Each identity's private data carries
// a marker (security-fixtures.ts), and no answer may show one to anyone else unless the route's
// entry says so. Every answer must also be one the document describes: a documented status and,
// for JSON, a body that matches the documented schema (testing/documented-answers.ts).

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('authorisation matrix over every route of the OpenAPI document (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let fixtures: Fixtures;
  let documented: string[];
  let operationIds: Set<string>;
  let answers: DocumentedAnswers;

  beforeAll(async () => {
    // Google sign-in switched on, so its OAuth routes answer as in production (a redirect).
    app = await startSecurityApp('matrix', { OAUTH_GOOGLE_CLIENT_ID: 'matrix-client', OAUTH_GOOGLE_CLIENT_SECRET: 'matrix-secret' });
    fixtures = await createFixtures(app);
    const doc = (await (await fetch(`${app.app.baseUrl}/api/docs-json`)).json()) as OpenAPIObject;
    answers = new DocumentedAnswers(doc);
    operationIds = new Set(
      Object.values(doc.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId ?? '')),
    );
    documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      HTTP_METHODS.filter((method) => method in operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('has a decision for every documented route, and no decision for a route that is gone', () => {
    // Guards against an empty or broken document making the matrix pass vacuously.
    expect(documented.length).toBeGreaterThan(50);
    const table = Object.keys(ROUTE_PERMISSIONS);
    expect({
      withoutEntry: documented.filter((route) => !table.includes(route)),
      withoutRoute: table.filter((route) => !documented.includes(route)),
    }).toEqual({
      withoutEntry: [],
      withoutRoute: [],
    });
  });

  it('knows every HTTP handler of the app: in the document, or listed as undocumented with a reason', async () => {
    // Every optional module switched on (as app-routes.spec.ts does), read from decorators only.
    const everythingOn = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DEV_MAIL_DIR: '/tmp/unused-mail',
    }).config;
    const handlers = (await collectRoutes(AppModule.forRoot(everythingOn))).filter((route) => route.kind === 'http');
    expect(handlers.length).toBeGreaterThan(50);
    // Swagger names operations Controller_method.
    const hidden = handlers.filter((route) => !operationIds.has(route.name.replace('.', '_')));
    expect(hidden.map((route) => route.name).sort()).toEqual(Object.keys(UNDOCUMENTED_ROUTES).sort());
    // They serve public files or a development tool: all public, nothing to authorise.
    expect(hidden.filter((route) => route.decision.kind !== 'public')).toEqual([]);
    for (const path of ['/robots.txt', '/sitemap.xml']) expect((await fetch(`${app.app.baseUrl}${path}`)).status).toBe(200);
    // The mail viewer is off unless DEV_MAIL_DIR is set (never in production).
    expect((await fetch(`${app.app.baseUrl}/api/dev/mail`)).status).toBe(404);
  });

  it('answers every caller on every route as the table says, and shows nobody another identity’s data', async () => {
    const tokenOf = (role: Role): Signed | null => (role === 'anonymous' ? null : fixtures.users[role]);
    const mismatches: string[] = [];
    const leaks: string[] = [];
    const shown = new Set<string>();
    const undocumented: string[] = [];
    let calls = 0;
    let jsonChecked = 0;
    const order = [
      ...documented.filter((route) => !ROUTE_PERMISSIONS[route]?.runLast),
      ...documented.filter((route) => ROUTE_PERMISSIONS[route]?.runLast),
    ];
    const cases = order.flatMap((route) => {
      const permission = ROUTE_PERMISSIONS[route];
      if (!permission) return []; // reported by the test above
      return [
        { route, name: route, entry: permission as RouteCase },
        ...(permission.also ?? []).map((extra) => ({ route, name: `${route} (${extra.label})`, entry: extra })),
      ];
    });
    for (const { route, name, entry } of cases) {
      const [method, template] = route.split(' ') as [string, string];
      const params = { ...DEFAULT_PARAMS(fixtures), ...entry.params?.(fixtures) };
      const path = template.replace(/\{(\w+)\}/g, (_, param: string) => {
        const value = params[param];
        if (value === undefined) throw new Error(`${name}: no value for path parameter ${param}`);
        return encodeURIComponent(value);
      });
      for (const role of ROLE_ORDER) {
        const body = entry.body?.(fixtures, role) ?? (WITH_BODY.has(method) ? {} : undefined);
        const who = tokenOf(role);
        const headers: Record<string, string> = {};
        if (who) headers.authorization = `Bearer ${who.session.accessToken}`;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${app.app.baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'manual',
        });
        const raw = Buffer.from(await response.arrayBuffer());
        const text = raw.toString('utf8');
        calls += 1;
        if (!meets(entry.expect[role], response.status, text)) {
          mismatches.push(
            `${name} as ${role}: expected ${JSON.stringify(entry.expect[role])}, got ${response.status} ${text.slice(0, 160)}`,
          );
        }
        const contentType = response.headers.get('content-type');
        const shape = answers.problem(method, template, response.status, contentType, text);
        if (shape) undocumented.push(`${name} as ${role}: ${shape}`);
        if (contentType?.includes('application/json')) jsonChecked += 1;
        const seen = answerText(response, raw);
        const allowed = new Set([...(entry.shows?.everyone ?? []), ...(entry.shows?.[role] ?? [])]);
        for (const marker of ALL_MARKERS) {
          const found = markerValues(marker).filter((value) => seen.includes(value));
          for (const value of found) shown.add(value);
          if (found.length > 0 && markerOwner(marker) !== role && !allowed.has(marker))
            leaks.push(`${name} as ${role}: shows ${marker} ("${found[0]}")`);
        }
      }
    }
    // Every marker the fixtures planted turned up somewhere (to its owner at least), so a marker
    // missing from an answer means something.
    const neverShown = plantedValues().filter((value) => !shown.has(value));
    expect({ mismatches, leaks, neverShown, undocumented }).toEqual({ mismatches: [], leaks: [], neverShown: [], undocumented: [] });
    expect(calls).toBe(cases.length * ROLE_ORDER.length);
    // Most answers are JSON, so the shape check above was not vacuous.
    expect(jsonChecked).toBeGreaterThan(calls / 2);
  });

  it('left customer A’s bookings and post untouched by the callers who were refused', async () => {
    // Customer B and pro B sent a valid message to A's booking: none got through (pro A's did).
    const { rows } = await app.sql.query<{ sender_name: string; message: string }>(
      `select m.sender_name, m.message from booking_messages m join bookings b on b.id = m.booking_id where b.booking_number = $1 and m.message = $2`,
      [fixtures.booking.bookingNumber, 'Bonjour, la porte est sur le côté.'],
    );
    const nameOf = (who: 'customerA' | 'customerB' | 'proA' | 'proB' | 'admin') =>
      `${fixtures.users[who].session.user.firstName} ${fixtures.users[who].session.user.lastName}`;
    expect(rows.map((row) => row.sender_name).sort()).toEqual([nameOf('customerA'), nameOf('proA'), nameOf('admin')].sort());
    // Everyone asked for their own apartment number: the admin's edit, then the owner's, were stored.
    const { rows: edits } = await app.sql.query<{ apartment: string; edits: number }>(
      `select b.apartment, (select count(*)::int from booking_timeline_events e where e.booking_id = b.id and e.note->>'code' = 'details_updated') as edits
       from bookings b where b.booking_number = $1`,
      [fixtures.booking.bookingNumber],
    );
    expect(edits[0]).toEqual({ apartment: APARTMENT.customerA, edits: 2 });
    // Pro A's job was started and completed by pro A; the review of the other job is the customer's only.
    const { rows: review } = await app.sql.query<{ user_id: string; comment: string }>(
      'select r.user_id, r.comment from booking_reviews r join bookings b on b.id = r.booking_id where b.booking_number = $1',
      [fixtures.bookingToReview.bookingNumber],
    );
    expect(review).toEqual([{ user_id: fixtures.users.customerA.session.user.id, comment: 'Travail impeccable, merci beaucoup.' }]);
    const { rows: edited } = await app.sql.query<{ excerpt: string }>('select excerpt from blog_posts where slug = $1', [
      fixtures.postToEdit.slug,
    ]);
    expect(edited[0]!.excerpt).toBe('Un résumé revu.'); // A's own edit, the last one made
  });
});

/** What a caller gets to read in an answer, lower-cased: the headers, the body, and a PDF's text. */
function answerText(response: Response, body: Buffer): string {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  const pdf = (response.headers.get('content-type') ?? '').includes('application/pdf') ? pdfTextLines(body).join('\n') : '';
  return `${headers}\n${body.toString('utf8')}\n${pdf}`.toLowerCase();
}

function meets(expected: Expectation, status: number, body: string): boolean {
  if (expected === 'allow') return status < 500 && ![401, 403, 404].includes(status);
  if (expected === 'ok') return status >= 200 && status < 400;
  if (typeof expected === 'number') return status === expected;
  if (status !== expected.status) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === expected.code;
  } catch {
    return false;
  }
}
