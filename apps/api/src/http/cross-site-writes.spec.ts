import { isCrossSiteWrite } from './cross-site-writes.js';

const ORIGIN = 'https://homemate.test';
const request = (method: string, headers: Record<string, string>) => ({ method, headers });

describe('isCrossSiteWrite', () => {
  it('refuses a write from another origin, site or sandbox', () => {
    expect(isCrossSiteWrite(request('POST', { cookie: 'hm_refresh=x', origin: 'https://evil.example' }), ORIGIN)).toBe(true);
    expect(
      isCrossSiteWrite(
        request('DELETE', { cookie: 'hm_refresh=x', origin: 'https://blog.homemate.test', 'sec-fetch-site': 'same-site' }),
        ORIGIN,
      ),
    ).toBe(true);
    expect(isCrossSiteWrite(request('PUT', { cookie: 'hm_refresh=x', origin: 'null' }), ORIGIN)).toBe(true);
    expect(isCrossSiteWrite(request('POST', { cookie: 'hm_refresh=x', 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(true);
    expect(isCrossSiteWrite(request('POST', { cookie: 'hm_refresh=x', origin: 'http://homemate.test' }), ORIGIN)).toBe(true);
    // A forged sign-in needs no cookie (login CSRF).
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), ORIGIN)).toBe(true);
  });

  it('lets our own pages, reads and non-browser clients through', () => {
    expect(isCrossSiteWrite(request('POST', { cookie: 'hm_refresh=x', origin: ORIGIN }), ORIGIN)).toBe(false);
    // The Vite dev server proxies /api from another port: the browser still says same-origin.
    expect(
      isCrossSiteWrite(
        request('POST', { cookie: 'hm_refresh=x', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' }),
        ORIGIN,
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(request('GET', { cookie: 'hm_refresh=x', origin: 'https://evil.example' }), ORIGIN)).toBe(false);
    expect(isCrossSiteWrite(request('OPTIONS', { origin: 'https://evil.example' }), ORIGIN)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { cookie: 'hm_refresh=x' }), ORIGIN)).toBe(false);
    expect(isCrossSiteWrite(request('POST', { authorization: 'Bearer x' }), ORIGIN)).toBe(false);
  });
});
