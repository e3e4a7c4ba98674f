import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';
import { pdfTextLines } from '../../testing/pdf-text.js';

const SUITE = 'legal';

describe('GET /api/legal/:page.pdf (real app)', () => {
  let db: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_legal');
    app = await startApp(testConfig({ DATABASE_URL: db.url, PUBLIC_URL: 'https://homemate.test' }, { suite: SUITE }));
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const get = (path: string) => fetch(`${app.baseUrl}/api/${path}`);

  it('downloads the page as a PDF attachment in the asked language, anonymously', async () => {
    const response = await get('legal/cookie-policy.pdf?lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="homemate-cookie-policy-fr.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(pdf.length);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(pdf);
    expect(lines[0]).toBe('Politique relative aux témoins');
    expect(lines).toContain('Source : https://homemate.test/cookie-policy?lang=fr');
  });

  it('answers the same bytes again from its cache, and English by default', async () => {
    const first = Buffer.from(await (await get('legal/disclaimer.pdf?lang=en')).arrayBuffer());
    const second = Buffer.from(await (await get('legal/disclaimer.pdf?lang=en')).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    const byDefault = await get('legal/disclaimer.pdf');
    expect(byDefault.headers.get('content-disposition')).toContain('homemate-disclaimer-en.pdf');
    expect(pdfTextLines(Buffer.from(await byDefault.arrayBuffer()))[0]).toBe('Disclaimer');
  });

  it('answers 404 for another document and 400 for an unknown language', async () => {
    expect((await get('legal/passwords.pdf?lang=fr')).status).toBe(404);
    expect((await get('legal/privacy-policy?lang=fr')).status).toBe(404);
    const badLanguage = await get('legal/privacy-policy.pdf?lang=de');
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lang: ['INVALID_LOCALE'] } });
  });
});
