import { oauthStartHref, rememberOAuthReturnTo, takeOAuthReturnTo } from './oauth';

describe('oauthStartHref', () => {
  it('points at the API route of the contract, with the return path encoded and the page language', () => {
    expect(oauthStartHref('google', '/dashboard', 'fr')).toBe('/api/auth/oauth/google?returnTo=%2Fdashboard&locale=fr');
    expect(oauthStartHref('github', '/bookings?page=2&x=1', 'en')).toBe(
      '/api/auth/oauth/github?returnTo=%2Fbookings%3Fpage%3D2%26x%3D1&locale=en',
    );
  });
});

describe('takeOAuthReturnTo', () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });
  beforeEach(() => store.clear());

  it('prefers the return path in the callback URL', () => {
    rememberOAuthReturnTo('/profile');
    expect(takeOAuthReturnTo('/bookings')).toBe('/bookings');
  });

  it('uses the remembered path once, then forgets it', () => {
    rememberOAuthReturnTo('/profile');
    expect(takeOAuthReturnTo(null)).toBe('/profile');
    expect(takeOAuthReturnTo(null)).toBe('/dashboard');
  });

  it('never leaves the site', () => {
    rememberOAuthReturnTo('//evil.example');
    expect(takeOAuthReturnTo(null)).toBe('/dashboard');
    expect(takeOAuthReturnTo('https://evil.example')).toBe('/dashboard');
  });
});
