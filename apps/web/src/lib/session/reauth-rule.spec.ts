import { isAuthRoute, shouldRefreshAfter } from './reauth-rule';

const unauthorized = (code?: string) => ({
  status: 401 as const,
  data: code ? { statusCode: 401, code, message: 'for developers' } : null,
});

describe('isAuthRoute', () => {
  it('recognises the auth routes, with or without a leading slash', () => {
    expect(isAuthRoute('auth/refresh')).toBe(true);
    expect(isAuthRoute({ url: 'auth/login', method: 'POST' })).toBe(true);
    expect(isAuthRoute('/auth/logout')).toBe(true);
  });

  it('does not take other routes for auth routes', () => {
    expect(isAuthRoute('me')).toBe(false);
    expect(isAuthRoute('me/password')).toBe(false);
    expect(isAuthRoute('bookings/auth/x')).toBe(false);
  });
});

describe('shouldRefreshAfter', () => {
  it('refreshes when a signed-in call is refused for its token', () => {
    expect(shouldRefreshAfter('me', unauthorized('UNAUTHORIZED'), 'jwt')).toBe(true);
    expect(shouldRefreshAfter('me', unauthorized('SESSION_EXPIRED'), 'jwt')).toBe(true);
    expect(shouldRefreshAfter('me', unauthorized(), 'jwt')).toBe(true);
  });

  it('does not refresh for an auth call', () => {
    expect(shouldRefreshAfter('auth/login', unauthorized('INVALID_CREDENTIALS'), 'jwt')).toBe(false);
    expect(shouldRefreshAfter('auth/refresh', unauthorized('UNAUTHORIZED'), 'jwt')).toBe(false);
  });

  it('does not refresh when no token was sent: there is no session to renew', () => {
    expect(shouldRefreshAfter('me', unauthorized('UNAUTHORIZED'), null)).toBe(false);
  });

  it('does not refresh for a 401 about the request itself', () => {
    expect(shouldRefreshAfter('me/password', unauthorized('WRONG_CURRENT_PASSWORD'), 'jwt')).toBe(false);
  });

  it('does not refresh for other failures', () => {
    expect(shouldRefreshAfter('me', undefined, 'jwt')).toBe(false);
    expect(shouldRefreshAfter('me', { status: 403, data: null }, 'jwt')).toBe(false);
    expect(shouldRefreshAfter('me', { status: 'FETCH_ERROR', error: 'offline' }, 'jwt')).toBe(false);
  });
});
