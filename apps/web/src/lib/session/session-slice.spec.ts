import type { AuthSession } from '@hm/contracts';
import { authSlice, sessionEnded, sessionStarted, sessionUserUpdated, type AuthState } from './session-slice';

const session: AuthSession = {
  accessToken: 'token-1',
  accessTokenExpiresAt: '2026-05-01T12:15:00.000Z',
  user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
};

const reduce = (state: AuthState | undefined, action: Parameters<typeof authSlice.reducer>[1]) => authSlice.reducer(state, action);

describe('auth slice', () => {
  it('starts loading: nobody is known to be signed in or out before the restore', () => {
    expect(reduce(undefined, { type: 'init' }).status).toBe('loading');
  });

  it('holds the token and user of a started session', () => {
    const state = reduce(undefined, sessionStarted(session));
    expect(state).toEqual({
      status: 'signed-in',
      accessToken: 'token-1',
      accessTokenExpiresAt: '2026-05-01T12:15:00.000Z',
      user: session.user,
    });
  });

  it('forgets everything when the session ends', () => {
    const state = reduce(reduce(undefined, sessionStarted(session)), sessionEnded());
    expect(state).toEqual({ status: 'signed-out', accessToken: null, accessTokenExpiresAt: null, user: null });
  });

  it('remembers a sign-out the user asked for, so guards send them home rather than to sign in', () => {
    const state = reduce(reduce(undefined, sessionStarted(session)), sessionEnded('this-tab', true));
    expect(state).toMatchObject({ status: 'signed-out', user: null, signedOutByUser: true });
    expect(reduce(state, sessionStarted(session))).not.toHaveProperty('signedOutByUser');
  });

  it('records where a change came from', () => {
    expect(sessionStarted(session).meta.source).toBe('this-tab');
    expect(sessionStarted(session, 'other-tab').meta.source).toBe('other-tab');
    expect(sessionEnded('startup').meta.source).toBe('startup');
  });

  it('updates the name and language of the signed-in user', () => {
    const state = reduce(reduce(undefined, sessionStarted(session)), sessionUserUpdated({ firstName: 'Jeanne', locale: 'en' }));
    expect(state.user).toEqual({ ...session.user, firstName: 'Jeanne', locale: 'en' });
  });

  it('ignores user updates when nobody is signed in', () => {
    const state = reduce(reduce(undefined, sessionEnded()), sessionUserUpdated({ firstName: 'X' }));
    expect(state.status).toBe('signed-out');
    expect(state.user).toBeNull();
  });
});
