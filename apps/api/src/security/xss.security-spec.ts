import {
  BLOG_ROUTES,
  CHAT_ROUTES,
  PRO_APP_ROUTES,
  PRO_ROUTES,
  PUBLIC_FORM_ROUTES,
  type BlogPostView,
  type BookingView,
} from '@hm/contracts';
import { parseSetCookies, type Signed } from '../testing/accounts-client.js';
import { arrivalIn, buildBookingRequest, moveVisitToToday, SAMPLE_INVOICE } from '../testing/booking-requests.js';
import { imageInfo } from '../testing/test-images.js';
import { blogPost, call, createFixtures, proApplication, startSecurityApp, type Fixtures, type SecurityApp } from './security-fixtures.js';

// XSS through the API. Every user text field the API stores either refuses a payload
// (400) or keeps it as plain text: handed back verbatim as a JSON string (application/json with
// nosniff, never HTML), for React to escape — apps/web-e2e/src/security/xss.e2e.ts checks the
// rendered pages. Blog post bodies are the one HTML field: the server sanitises them (and the
// browser again before rendering). URL fields refuse javascript:, uploads refuse SVG and HTML.

const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg onload=alert(1)>'];

type Read = () => Promise<unknown>;
interface FieldCase {
  name: string;
  /** Writes the payload; returns the response and how to read the stored record back. */
  write(payload: string): Promise<{ status: number; response: Response; readBack: Read }>;
}

describe('XSS payloads through every stored text field (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let f: Fixtures;
  let customer: Signed;
  let pro: Signed;
  let admin: Signed;

  beforeAll(async () => {
    app = await startSecurityApp('xss');
    f = await createFixtures(app);
    ({ customerA: customer, proA: pro, admin } = f.users);
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (who: Signed | null, path: string) => async () => (await call(app, who, 'GET', path)).body;
  const sql = (query: string, params: unknown[]) => async () => (await app.sql.query(query, params)).rows;

  const bookingField = (field: string): FieldCase => ({
    name: `booking ${field}`,
    write: async (payload) => {
      const result = await call(app, customer, 'POST', 'bookings', buildBookingRequest({ [field]: payload }));
      const number = (result.body as BookingView).bookingNumber;
      return { ...result, readBack: get(customer, `bookings/${number}`) };
    },
  });
  const bookingEdit = (field: string): FieldCase => ({
    name: `booking edit ${field}`,
    write: async (payload) => ({
      ...(await call(app, customer, 'PATCH', `bookings/${f.booking.bookingNumber}`, { [field]: payload })),
      readBack: get(customer, `bookings/${f.booking.bookingNumber}`),
    }),
  });
  const publicForm = (route: string, table: string, field: string, body: Record<string, unknown>): FieldCase => ({
    name: `${route} ${field}`,
    write: async (payload) => ({
      ...(await call(app, null, 'POST', route, { ...body, [field]: payload })),
      readBack: sql(`select * from ${table} order by created_at desc limit 1`, []),
    }),
  });
  const contact = {
    firstName: 'Léa',
    lastName: 'Roy',
    email: 'lea@example.com',
    subject: 'general',
    message: 'Bonjour',
    locale: 'fr',
    website: '',
  };
  const faq = { firstName: 'Léa', lastName: 'Roy', email: 'lea@example.com', question: 'Comment réserver ?', locale: 'fr', website: '' };
  const proProfile = {
    firstName: 'Paul',
    lastName: 'Plombier',
    phone: '+1 (514) 555-0188',
    categories: ['plumbing'],
    serviceAreaPrefixes: ['H2X'],
    bioFr: null,
    bioEn: null,
  };

  const CASES: FieldCase[] = [
    ...['firstName', 'lastName', 'address', 'apartment', 'city', 'description'].map(bookingField),
    ...['description', 'address', 'firstName'].map(bookingEdit),
    {
      name: 'booking message',
      write: async (payload) => ({
        ...(await call(app, customer, 'POST', `bookings/${f.booking.bookingNumber}/messages`, { message: payload })),
        readBack: get(customer, `bookings/${f.booking.bookingNumber}/messages`),
      }),
    },
    {
      name: 'booking review comment',
      write: async (payload) => {
        // A completed job of the fixture pro, so its customer may review it.
        const created = await call(app, customer, 'POST', 'bookings', buildBookingRequest());
        const number = (created.body as BookingView).bookingNumber;
        await moveVisitToToday(app.sql, number);
        const steps: Array<[string, unknown]> = [
          [PRO_APP_ROUTES.accept(number), undefined],
          [PRO_APP_ROUTES.step(number), { action: 'en_route', estimatedArrival: arrivalIn(60) }],
          [PRO_APP_ROUTES.step(number), { action: 'start' }],
          [PRO_APP_ROUTES.step(number), { action: 'complete', invoice: SAMPLE_INVOICE }],
        ];
        for (const [path, body] of steps) expect((await call(app, pro, 'POST', path, body)).status).toBe(200);
        return {
          ...(await call(app, customer, 'POST', `bookings/${number}/review`, { rating: 4, comment: `Très bien. ${payload}` })),
          readBack: get(customer, `bookings/${number}`),
        };
      },
    },
    ...(['title', 'excerpt'] as const).map((field): FieldCase => ({
      name: `blog post ${field}`,
      write: async (payload) => {
        const result = await call(app, customer, 'POST', BLOG_ROUTES.create, blogPost({ [field]: payload }));
        return { ...result, readBack: get(null, BLOG_ROUTES.bySlug((result.body as BlogPostView).slug)) };
      },
    })),
    {
      name: 'blog post tag',
      write: async (payload) => {
        const result = await call(app, customer, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Étiquettes', tags: [payload] }));
        return { ...result, readBack: get(null, BLOG_ROUTES.bySlug((result.body as BlogPostView).slug ?? 'none')) };
      },
    },
    {
      name: 'blog comment',
      write: async (payload) => ({
        ...(await call(app, customer, 'POST', BLOG_ROUTES.comments(f.post.slug), { content: payload })),
        readBack: get(null, BLOG_ROUTES.comments(f.post.slug)),
      }),
    },
    {
      name: 'blog reply',
      write: async (payload) => ({
        ...(await call(app, f.users.customerB, 'POST', `${BLOG_ROUTES.comments(f.post.slug)}/${f.comment.id}/replies`, {
          content: payload,
        })),
        readBack: get(null, BLOG_ROUTES.comments(f.post.slug)),
      }),
    },
    publicForm(PUBLIC_FORM_ROUTES.contact, 'contact_messages', 'firstName', contact),
    publicForm(PUBLIC_FORM_ROUTES.contact, 'contact_messages', 'lastName', contact),
    publicForm(PUBLIC_FORM_ROUTES.contact, 'contact_messages', 'message', contact),
    publicForm(PUBLIC_FORM_ROUTES.faqQuestion, 'faq_questions', 'question', faq),
    publicForm(PUBLIC_FORM_ROUTES.faqQuestion, 'faq_questions', 'firstName', faq),
    ...['firstName', 'lastName'].map((field): FieldCase => ({
      name: `pro application ${field}`,
      write: async (payload) => ({
        ...(await call(app, null, 'POST', PRO_ROUTES.apply, proApplication({ [field]: payload }))),
        readBack: get(admin, PRO_ROUTES.adminApplications),
      }),
    })),
    ...['firstName', 'lastName', 'address', 'city'].map((field): FieldCase => ({
      name: `profile ${field}`,
      write: async (payload) => ({ ...(await call(app, customer, 'PATCH', 'me', { [field]: payload })), readBack: get(customer, 'me') }),
    })),
    ...['firstName', 'lastName', 'bioFr', 'bioEn'].map((field): FieldCase => ({
      name: `pro profile ${field}`,
      write: async (payload) => ({
        ...(await call(app, pro, 'PUT', PRO_APP_ROUTES.profile, { ...proProfile, [field]: payload })),
        readBack: get(pro, PRO_APP_ROUTES.profile),
      }),
    })),
    {
      name: 'chat message',
      write: async (payload) => {
        // A new visitor each time (one pending message per conversation); read back with its cookie.
        const response = await fetch(`${app.app.baseUrl}/api/${CHAT_ROUTES.messages}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ content: payload, locale: 'fr' }),
        });
        const visitor = parseSetCookies(response).find((cookie) => cookie.name === 'hm_chat');
        const readBack = async () =>
          (
            await fetch(`${app.app.baseUrl}/api/${CHAT_ROUTES.conversation}`, {
              headers: { cookie: visitor ? `${visitor.name}=${encodeURIComponent(visitor.value)}` : '' },
            })
          ).json();
        return { status: response.status, response, readBack };
      },
    },
  ];

  it.each(CASES.map((c) => [c.name, c] as const))('%s: refused, or kept as plain JSON text', async (_name, fieldCase) => {
    // Control: ordinary text goes through and reads back, so a refusal below is about the payload.
    const control = await fieldCase.write('texte');
    expect({ control: control.status, accepted: [200, 201, 202].includes(control.status) }).toMatchObject({ accepted: true });
    expect(JSON.stringify(await control.readBack())).toContain('texte');
    const outcomes: string[] = [];
    for (const payload of PAYLOADS) {
      const { status, response, readBack } = await fieldCase.write(payload);
      if (status === 400) {
        outcomes.push('refused');
        continue;
      }
      expect({ payload, status, accepted: [200, 201, 202].includes(status) }).toMatchObject({ payload, accepted: true });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // Stored and served as the very text typed: a JSON string, which no page turns into markup.
      const stored = JSON.stringify(await readBack());
      expect({ payload, storedAsText: stored.includes(JSON.stringify(payload).slice(1, -1)) }).toEqual({ payload, storedAsText: true });
      outcomes.push('text');
    }
    expect(outcomes).toHaveLength(PAYLOADS.length);
  });

  it('sanitises blog post HTML: no script, event handler, javascript: link or SVG survives', async () => {
    // The unclosed <svg> goes last: the sanitiser drops it with everything after it.
    const content = `<p>Avant</p>${PAYLOADS.slice(0, 3).join('<br>')}<a href="javascript:alert(1)">lien</a><p><a href="JaVaScRiPt:alert(1)">maj</a><img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe></p><p>Après</p>${PAYLOADS[3]}`;
    const created = await call(app, customer, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Contenu piégé', content }));
    expect(created.status).toBe(201);
    const edited = await call(app, customer, 'PATCH', BLOG_ROUTES.bySlug((created.body as BlogPostView).slug), {
      content: `<p>Revu</p>${content}`,
    });
    expect(edited.status).toBe(200);
    for (const post of [created.body, edited.body] as BlogPostView[]) {
      const { rows } = await app.sql.query<{ content: string }>('select content from blog_posts where id = $1', [post.id]);
      for (const html of [post.content, rows[0]!.content]) {
        expect(html).toContain('Après');
        // "javascript:alert(1)" typed as text stays text; as an href or src it must be gone.
        for (const forbidden of [/<script/i, /<svg/i, /<iframe/i, /\son\w+\s*=/i, /(href|src)\s*=\s*["']?\s*javascript:/i]) {
          expect({ html, forbidden: String(forbidden), found: forbidden.test(html) }).toMatchObject({ found: false });
        }
      }
    }
  });

  it('refuses javascript:, data: and foreign URLs as a featured image', async () => {
    const foreign = ['https://evil.example/x.png" onerror=alert(1)', 'https://evil.example/x.png', '//evil.example/api/uploads/x.png'];
    for (const featuredImage of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      ...foreign,
    ]) {
      const response = await call(app, customer, 'POST', BLOG_ROUTES.create, blogPost({ title: 'Image piégée', featuredImage }));
      expect({ featuredImage, status: response.status }).toEqual({ featuredImage, status: 400 });
    }
  });

  it('refuses SVG and HTML uploads, whatever their name or declared type, and serves images as images', async () => {
    const upload = async (bytes: Buffer, name: string, type: string, route: string, field: string, who: Signed) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${app.app.baseUrl}/api/${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${who.session.accessToken}` },
        body: form,
      });
    };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const [route, field, who] of [
      [BLOG_ROUTES.uploadImage, 'image', customer],
      [PRO_APP_ROUTES.photo, 'photo', pro],
    ] as const) {
      for (const [bytes, name, type] of [
        [svg, 'x.svg', 'image/svg+xml'],
        [svg, 'x.png', 'image/png'],
        [html, 'x.png', 'image/png'],
        [html, 'x.html', 'text/html'],
      ] as const) {
        const response = await upload(bytes, name, type, route, field, who);
        expect({ route, name, type, refused: [400, 415].includes(response.status) }).toEqual({ route, name, type, refused: true });
      }
    }
    const image = await fetch(`${app.app.baseUrl}/api/uploads/${f.uploadedFile}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await imageInfo(Buffer.from(await image.arrayBuffer()))).toMatchObject({ format: 'png', width: 1, height: 1 });
  });
});
