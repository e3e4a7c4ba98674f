import { SOCKET_IO_PATH } from '@hm/contracts';
import { io } from 'socket.io-client';
import { signUpRequest, type Signed } from '../testing/accounts-client.js';
import { buildBookingRequest } from '../testing/booking-requests.js';
import { DEFAULT_PARAMS, ROUTE_PERMISSIONS } from './route-permissions.js';
import {
  blogPost,
  createFixtures,
  proApplication,
  ROLES,
  startSecurityApp,
  type Fixtures,
  type Role,
  type SecurityApp,
} from './security-fixtures.js';

// Bad input through every route of the OpenAPI document the running app serves: each string field
// of each request body (references, nested objects and arrays resolved), each query parameter and
// each path parameter is sent control characters and a long text, and each JSON body is replaced
// by JSON nested 5,000 levels deep. Nothing may answer 5xx, and a control character (which
// PostgreSQL cannot store, for U+0000) is never accepted. Each request comes from a caller
// route-permissions.ts lets through, with an otherwise valid body where the route needs one to
// reach its storage.

const CONTROL_CHARACTERS: Record<string, string> = { 'U+0000': '\u0000', 'U+0001': '\u0001', 'U+001B': '\u001b', 'U+007F': '\u007f' };
/** 100 kB of text in a body; a URL keeps to what fits Node's 16 kB request head. */
const LONG_BODY_TEXT = 'Texte '.repeat(16_667).slice(0, 100_000);
const LONG_QUERY_TEXT = 'Texte '.repeat(1_334).slice(0, 8_000);
const NESTED_JSON: Record<string, string> = {
  'arrays 5,000 deep': '['.repeat(5_000) + ']'.repeat(5_000),
  'objects 5,000 deep': '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
};

const WRITE_METHODS = new Set(['post', 'put', 'patch']);
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: unknown;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maxLength?: number;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Schema> };
}

interface Route {
  key: string;
  method: string;
  template: string;
  operation: Operation;
}

/** Bodies valid but for the field under test, where a made-up one would be refused for another reason first. */
const VALID_BODIES: Record<string, (f: Fixtures) => unknown> = {
  'POST /api/auth/signup': () => signUpRequest(),
  'POST /api/auth/login': () => ({ email: 'nobody@example.com', password: 'Maison2026!', rememberMe: false }),
  'POST /api/bookings': () => buildBookingRequest(),
  'POST /api/blog/posts': () => blogPost({ title: 'Entrée douteuse' }),
  'POST /api/public/professionals': () => proApplication(),
  'PUT /api/pro/profile': () => ({
    firstName: 'Paul',
    lastName: 'Plombier',
    phone: '+1 (514) 555-0188',
    categories: ['plumbing'],
    serviceAreaPrefixes: ['H2X'],
    bioFr: 'Plombier.',
    bioEn: 'Plumber.',
  }),
};

/** Routes whose base body (above, in route-permissions.ts or from the examples) is stored as it is. */
const STORED_ROUTES = [
  'POST /api/bookings',
  'PATCH /api/bookings/{bookingNumber}',
  'POST /api/bookings/{bookingNumber}/messages',
  'PATCH /api/me',
  'POST /api/blog/posts',
  'PATCH /api/blog/posts/{slug}',
  'POST /api/blog/posts/{slug}/comments',
  'POST /api/blog/newsletter',
  'POST /api/public/waitlist',
  'POST /api/public/contact-messages',
  'POST /api/public/faq-questions',
  'POST /api/public/professionals',
  'PUT /api/pro/profile',
  'POST /api/chat/messages',
];

/** Texts for fields whose schema has no example: their name says what a valid one looks like. */
const TEXT_BY_NAME: Record<string, string> = {
  password: 'Maison2026!',
  // Not the caller's: a password change would end the caller's other sessions.
  currentPassword: 'Pas-le-bon-2026',
  newPassword: 'Maison2027!',
  token: 'x'.repeat(43),
  content: '<p>Texte</p>',
  excerpt: 'Résumé',
  note: 'Note',
  // The public forms' honeypot: filled in, the form pretends success and stores nothing.
  website: '',
};

describe('control characters, long texts and deep JSON in every input of every route (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let fixtures: Fixtures;
  let doc: OpenApiDocument;
  let routes: Route[];

  beforeAll(async () => {
    app = await startSecurityApp('bad-input', {
      OAUTH_GOOGLE_CLIENT_ID: 'bad-input-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'bad-input-secret',
    });
    fixtures = await createFixtures(app);
    doc = (await (await fetch(`${app.app.baseUrl}/api/docs-json`)).json()) as OpenApiDocument;
    routes = Object.entries(doc.paths).flatMap(([template, operations]) =>
      HTTP_METHODS.flatMap((method) => {
        const operation = operations[method];
        return operation ? [{ key: `${method.toUpperCase()} ${template}`, method: method.toUpperCase(), template, operation }] : [];
      }),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  const resolve = (schema: Schema | undefined): Schema => {
    let resolved = schema ?? {};
    while (resolved.$ref) resolved = doc.components.schemas[resolved.$ref.replace('#/components/schemas/', '')] ?? {};
    return resolved;
  };

  // Swagger writes a nullable string as `type: object` (with its example or maxLength) and a
  // string array's items as `type: array` (with an example of strings).
  const isText = (schema: Schema): boolean =>
    (schema.type === 'string' && schema.format !== 'binary') ||
    typeof schema.example === 'string' ||
    (schema.maxLength !== undefined && schema.type !== 'array');

  /** Paths (property names, '0' for an array item) of every string of a request schema. */
  const textPaths = (schema: Schema | undefined, path: string[] = []): string[][] => {
    const resolved = resolve(schema);
    if (resolved.properties) return Object.entries(resolved.properties).flatMap(([name, child]) => textPaths(child, [...path, name]));
    if (resolved.type === 'array') {
      const ofStrings = Array.isArray(resolved.example) && typeof resolved.example[0] === 'string';
      return ofStrings ? [[...path, '0']] : textPaths(resolved.items, [...path, '0']);
    }
    return isText(resolved) ? [path] : [];
  };

  /** A value the schema describes: its example, first allowed value or default, else one by type. */
  const sample = (schema: Schema | undefined, name = ''): unknown => {
    const resolved = resolve(schema);
    if (resolved.example !== undefined) return resolved.example;
    if (resolved.enum?.length) return resolved.enum[0];
    if (resolved.default !== undefined) return resolved.default;
    if (resolved.properties)
      return Object.fromEntries(Object.entries(resolved.properties).map(([key, child]) => [key, sample(child, key)]));
    if (resolved.type === 'array') return [sample(resolved.items, name)];
    if (resolved.type === 'boolean') return true;
    if (resolved.type === 'number' || resolved.type === 'integer') return resolved.minimum ?? 1;
    return TEXT_BY_NAME[name] ?? 'Texte';
  };

  const jsonSchemaOf = (route: Route): Schema | undefined => route.operation.requestBody?.content['application/json']?.schema;

  const baseBody = (route: Route): unknown => {
    const permitted = ROUTE_PERMISSIONS[route.key]?.body;
    if (VALID_BODIES[route.key]) return VALID_BODIES[route.key]!(fixtures);
    return permitted ? permitted(fixtures, roleOf(route)) : sample(jsonSchemaOf(route));
  };

  const withValue = (body: unknown, path: string[], value: string): unknown => {
    const copy = structuredClone(body ?? {}) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    path.slice(0, -1).forEach((key, index) => {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = path[index + 1] === '0' ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[path.at(-1)!] = value;
    return copy;
  };

  /**
   * A caller the route lets through: anyone for a public route (a new chat visitor each time, say),
   * else customer A, who owns the fixtures, else the first role allowed.
   */
  const roleOf = (route: Route): Role => {
    const expect = ROUTE_PERMISSIONS[route.key]?.expect;
    const allowed = ROLES.filter((role) => expect?.[role] === 'allow' || expect?.[role] === 'ok');
    return (['anonymous', 'customerA'] as Role[]).find((role) => allowed.includes(role)) ?? allowed[0] ?? ('customerA' as Role);
  };
  const callerOf = (route: Route): Signed | null => {
    const role = roleOf(route);
    return role === 'anonymous' ? null : (fixtures.users as Record<string, Signed>)[role]!;
  };

  /** The route's path with real records (route-permissions.ts), or `override` for one parameter (already encoded). */
  const pathOf = (route: Route, override?: { name: string; encoded: string }): string => {
    const params = { ...DEFAULT_PARAMS(fixtures), ...ROUTE_PERMISSIONS[route.key]?.params?.(fixtures) };
    return route.template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (override?.name === name) return override.encoded;
      const value = params[name];
      if (value === undefined) throw new Error(`${route.key}: no value for path parameter ${name}`);
      return encodeURIComponent(value);
    });
  };

  const send = async (route: Route, path: string, rawBody?: string): Promise<{ status: number; text: string }> => {
    const who = callerOf(route);
    const headers: Record<string, string> = {};
    if (who) headers.authorization = `Bearer ${who.session.accessToken}`;
    if (rawBody !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${app.app.baseUrl}${path}`, { method: route.method, headers, body: rawBody, redirect: 'manual' });
    return { status: response.status, text: await response.text() };
  };

  const fieldErrorsOf = (text: string): Record<string, string[]> => {
    try {
      return (JSON.parse(text) as { fields?: Record<string, string[]> }).fields ?? {};
    } catch {
      return {};
    }
  };

  const isClientError = (status: number) => status >= 400 && status < 500;

  it('finds string fields, query and path parameters to try in the document', () => {
    // Guards against a broken document or schema walk making every test below pass vacuously.
    const bodyFields = routes
      .filter((route) => WRITE_METHODS.has(route.method.toLowerCase()))
      .flatMap((route) => textPaths(jsonSchemaOf(route)));
    expect(bodyFields.length).toBeGreaterThan(80);
    expect(
      routes.flatMap((route) => route.operation.parameters ?? []).filter((parameter) => parameter.in === 'query').length,
    ).toBeGreaterThan(15);
    const paths = (key: string) => textPaths(jsonSchemaOf(routes.find((route) => route.key === key)!)).map((path) => path.join('.'));
    expect(paths('POST /api/blog/posts')).toEqual(expect.arrayContaining(['title', 'content', 'tags.0', 'featuredImage']));
    expect(paths('PUT /api/pro/profile')).toEqual(expect.arrayContaining(['bioFr', 'categories.0', 'serviceAreaPrefixes.0']));
  });

  it('refuses a control character in every string field of every request body with a 4xx, and answers 100 kB of text below 500', async () => {
    const failures: string[] = [];
    const accepted: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => WRITE_METHODS.has(r.method.toLowerCase()))) {
      const base = baseBody(route);
      if (textPaths(jsonSchemaOf(route)).length > 0 && (await send(route, pathOf(route), JSON.stringify(base))).status < 300)
        accepted.push(route.key);
      for (const field of textPaths(jsonSchemaOf(route))) {
        const name = field.join('.');
        for (const [label, character] of Object.entries(CONTROL_CHARACTERS)) {
          const { status, text } = await send(route, pathOf(route), JSON.stringify(withValue(base, field, `Texte ${character} fin`)));
          calls += 1;
          // A 400 names the field (the global check, before any rule of the route); a guard may refuse first (401, 403, 429).
          const named = status !== 400 || fieldErrorsOf(text)[name]?.includes('INVALID_TEXT') === true;
          if (!isClientError(status) || !named) failures.push(`${route.key} ${name} with ${label}: ${status} ${text.slice(0, 200)}`);
        }
        const { status, text } = await send(route, pathOf(route), JSON.stringify(withValue(base, field, LONG_BODY_TEXT)));
        calls += 1;
        if (status >= 500) failures.push(`${route.key} ${name} with 100 kB: ${status} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(400);
    // The bodies around the bad field are good enough to reach storage where it matters most.
    expect(STORED_ROUTES.filter((route) => !accepted.includes(route))).toEqual([]);
  });

  it('names the field of the control character in the usual validation error', async () => {
    const route = routes.find((r) => r.key === 'POST /api/bookings/{bookingNumber}/messages')!;
    const response = await send(route, pathOf(route), JSON.stringify({ message: 'Bonjour\u0000' }));
    expect({ status: response.status, body: JSON.parse(response.text) as unknown }).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Some fields are invalid.', fields: { message: ['INVALID_TEXT'] } },
    });
  });

  it('answers JSON nested 5,000 levels deep with a 4xx on every route that takes a JSON body', async () => {
    const failures: string[] = [];
    const jsonRoutes = routes.filter((route) => jsonSchemaOf(route) !== undefined);
    expect(jsonRoutes.length).toBeGreaterThan(25);
    for (const route of jsonRoutes) {
      for (const [label, body] of Object.entries(NESTED_JSON)) {
        const { status, text } = await send(route, pathOf(route), body);
        if (!isClientError(status)) failures.push(`${route.key} with ${label}: ${status} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never accepts a control character in a query parameter, and answers long ones below 500', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const queryParameters = (route.operation.parameters ?? []).filter(
        (parameter) => parameter.in === 'query' && resolve(parameter.schema).type !== 'number',
      );
      for (const parameter of queryParameters) {
        const withQuery = (value: string) => `${pathOf(route)}?${new URLSearchParams({ [parameter.name]: value }).toString()}`;
        for (const [label, character] of Object.entries(CONTROL_CHARACTERS)) {
          const { status, text } = await send(route, withQuery(`a${character}b`));
          // 3xx: the OAuth start is a browser navigation; it drops an unusable returnTo or locale
          // and goes on to the provider, keeping nothing of them.
          if ((status >= 200 && status < 300) || status >= 500)
            failures.push(`${route.key} ?${parameter.name} with ${label}: ${status} ${text.slice(0, 200)}`);
        }
        const { status, text } = await send(route, withQuery(LONG_QUERY_TEXT));
        if (status >= 500) failures.push(`${route.key} ?${parameter.name} with 8,000 characters: ${status} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a control character in every path parameter with a 4xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const parameter of (route.operation.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const encoded of ['a%00b', '%01', 'a%1Bb', 'a%7F']) {
          const { status, text } = await send(
            route,
            pathOf(route, { name: parameter.name, encoded }),
            WRITE_METHODS.has(route.method.toLowerCase()) ? JSON.stringify(baseBody(route)) : undefined,
          );
          calls += 1;
          if (!isClientError(status)) failures.push(`${route.key} {${parameter.name}} = ${encoded}: ${status} ${text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });

  it('refuses a control character in a socket event with the same validation error', async () => {
    const customer = fixtures.users.customerA;
    const socket = io(app.app.baseUrl, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth: { token: customer.session.accessToken },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const answer = await new Promise<unknown>((resolve) => {
        socket.once('exception', (body: unknown) => resolve({ exception: body }));
        socket.emit('booking:join', { bookingNumber: `${fixtures.booking.bookingNumber}\u0000` }, (ack: unknown) => resolve({ ack }));
      });
      expect(answer).toEqual({
        exception: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Some fields are invalid.',
          fields: { bookingNumber: ['INVALID_TEXT'] },
        },
      });
    } finally {
      socket.disconnect();
    }
  });

  it('stored no control character other than tab and line breaks in any text column', async () => {
    const { rows: columns } = await app.sql.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns) {
      // JSON writes control characters as \u00XX escapes (tab and line breaks as \t, \n, \r).
      const pattern = type.startsWith('json')
        ? String.raw`\\u00[01][0-9a-fA-F]|[\x7F-\x9F]`
        : String.raw`[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]`;
      const { rows } = await app.sql.query<{ n: number }>(`select count(*)::int as n from "${table}" where "${column}"::text ~ $1`, [
        pattern,
      ]);
      if (rows[0]!.n > 0) found.push(`${table}.${column}: ${rows[0]!.n} rows`);
    }
    expect(found).toEqual([]);
  });
});
