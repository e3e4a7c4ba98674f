import { AppModule } from '../app.module.js';
import { loadConfig } from '../config/load-config.js';
import type { Signed } from '../testing/accounts-client.js';
import { collectRoutes } from '../testing/route-inventory.js';
import { DEFAULT_PARAMS, ROLE_ORDER, ROUTE_PERMISSIONS, UNDOCUMENTED_ROUTES, type Expectation } from './route-permissions.js';
import { createFixtures, startSecurityApp, type Fixtures, type Role, type SecurityApp } from './security-fixtures.js';

// Authorisation matrix (issue 10): every route of the OpenAPI document the running app serves at
// /api/docs-json, called by anonymous, customer A, customer B, a professional and an admin, against
// real records (A's bookings, A's posts and comment, an uploaded image, pro applications). The
// expected answers live in route-permissions.ts; a route without an entry, or an entry without a
// route, fails here.

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

describe('authorisation matrix over every route of the OpenAPI document (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let fixtures: Fixtures;
  let documented: string[];
  let operationIds: Set<string>;

  beforeAll(async () => {
    // Google sign-in switched on, so its OAuth routes answer as in production (a redirect).
    app = await startSecurityApp('matrix', { OAUTH_GOOGLE_CLIENT_ID: 'matrix-client', OAUTH_GOOGLE_CLIENT_SECRET: 'matrix-secret' });
    fixtures = await createFixtures(app);
    const doc = (await (await fetch(`${app.app.baseUrl}/api/docs-json`)).json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    operationIds = new Set(Object.values(doc.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId ?? '')));
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
    expect({ withoutEntry: documented.filter((route) => !table.includes(route)), withoutRoute: table.filter((route) => !documented.includes(route)) }).toEqual({
      withoutEntry: [],
      withoutRoute: [],
    });
  });

  it('knows every HTTP handler of the app: in the document, or listed as undocumented with a reason', async () => {
    // Every optional module switched on (as app-routes.spec.ts does), read from decorators only.
    const everythingOn = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused', REDIS_URL: 'redis://127.0.0.1:6379', DEV_MAIL_DIR: '/tmp/unused-mail' }).config;
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

  it('answers every caller on every route as the table says', async () => {
    const tokenOf = (role: Role): Signed | null => (role === 'anonymous' ? null : fixtures.users[role]);
    const mismatches: string[] = [];
    let calls = 0;
    const order = [...documented.filter((route) => !ROUTE_PERMISSIONS[route]?.runLast), ...documented.filter((route) => ROUTE_PERMISSIONS[route]?.runLast)];
    for (const route of order) {
      const permission = ROUTE_PERMISSIONS[route];
      if (!permission) continue; // reported by the test above
      const [method, template] = route.split(' ') as [string, string];
      const params = { ...DEFAULT_PARAMS(fixtures), ...permission.params?.(fixtures) };
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`${route}: no value for path parameter ${name}`);
        return encodeURIComponent(value);
      });
      const body = permission.body?.(fixtures) ?? (WITH_BODY.has(method) ? {} : undefined);
      for (const role of ROLE_ORDER) {
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
        const text = await response.text();
        calls += 1;
        if (!meets(permission.expect[role], response.status)) {
          mismatches.push(`${route} as ${role}: expected ${permission.expect[role]}, got ${response.status} ${text.slice(0, 160)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(documented.length * ROLE_ORDER.length);
  });

  it('left customer A’s booking and post untouched by the callers who were refused', async () => {
    // B and the unassigned pro sent a valid edit and message to A's booking: none got through.
    const { rows } = await app.sql.query<{ sender_name: string; message: string }>(
      `select m.sender_name, m.message from booking_messages m join bookings b on b.id = m.booking_id where b.booking_number = $1 and m.sender_type <> 'system'`,
      [fixtures.booking.bookingNumber],
    );
    const senders = rows.filter((row) => row.message === 'Bonjour, la porte est sur le côté.').map((row) => row.sender_name);
    expect(senders.length).toBeGreaterThanOrEqual(1); // A's (and the admin's) went through
    expect(senders.filter((name) => /Bruno|Paul/.test(name))).toEqual([]);
    const { rows: booking } = await app.sql.query<{ apartment: string }>('select apartment from bookings where booking_number = $1', [fixtures.booking.bookingNumber]);
    expect(booking[0]!.apartment).toBe('7');
    const { rows: edited } = await app.sql.query<{ excerpt: string }>('select excerpt from blog_posts where slug = $1', [fixtures.postToEdit.slug]);
    expect(edited[0]!.excerpt).toBe('Un résumé revu.'); // A's own edit, the last one made
  });
});

function meets(expected: Expectation, status: number): boolean {
  if (expected === 'allow') return status < 500 && ![401, 403, 404].includes(status);
  return status === expected;
}
