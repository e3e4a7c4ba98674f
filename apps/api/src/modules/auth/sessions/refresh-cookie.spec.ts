import type { Request } from 'express';
import { clearRefreshCookieOptions, readRefreshCookie, refreshCookieOptions } from './refresh-cookie.js';

const dev = { name: 'hm_refresh', secure: false };
const production = { name: '__Host-hm_refresh', secure: true };

describe('refresh cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lives as long as the session', () => {
    expect(refreshCookieOptions(dev, 3600)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 3_600_000 });
    expect(refreshCookieOptions(dev, 2_592_000).maxAge).toBe(2_592_000_000);
  });

  it('is Secure in production, as the __Host- prefix requires', () => {
    expect(refreshCookieOptions(production, 3600)).toMatchObject({ secure: true, path: '/' });
    expect(refreshCookieOptions(production, 3600)).not.toHaveProperty('domain');
  });

  it('is cleared with the same attributes and no lifetime', () => {
    expect(clearRefreshCookieOptions(production)).toEqual({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
  });

  it('is read by its configured name only', () => {
    const request = (cookies: Record<string, unknown> | undefined) => ({ cookies }) as unknown as Request;
    expect(readRefreshCookie(request({ hm_refresh: 'abc' }), dev)).toBe('abc');
    expect(readRefreshCookie(request({ hm_refresh: 'abc' }), production)).toBeNull();
    expect(readRefreshCookie(request({ hm_refresh: '' }), dev)).toBeNull();
    expect(readRefreshCookie(request(undefined), dev)).toBeNull();
  });
});
