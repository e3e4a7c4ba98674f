import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession, SessionUser } from '@hm/contracts';

/**
 * Who is signed in, for this tab: the short-lived access token and the user it belongs to.
 * The refresh token never reaches JavaScript (HttpOnly cookie). Profile data beyond the
 * session user lives in the RTK Query cache (features/account).
 */
export type AuthState =
  | {
      status: 'loading' | 'signed-out';
      accessToken: null;
      accessTokenExpiresAt: null;
      user: null;
      /** The user signed out on purpose (not an expired or revoked session). */
      signedOutByUser?: true;
    }
  | { status: 'signed-in'; accessToken: string; accessTokenExpiresAt: string; user: SessionUser };

/**
 * Where a session change comes from. Only changes made in this tab are remembered in
 * storage and told to the other tabs; 'startup' settles the first load without a session.
 */
export type SessionChangeSource = 'this-tab' | 'other-tab' | 'startup';

export interface StateWithAuth {
  auth: AuthState;
}

const LOADING: AuthState = { status: 'loading', accessToken: null, accessTokenExpiresAt: null, user: null };
const SIGNED_OUT: AuthState = { status: 'signed-out', accessToken: null, accessTokenExpiresAt: null, user: null };
const SIGNED_OUT_BY_USER: AuthState = { ...SIGNED_OUT, signedOutByUser: true };

export type SessionUserChanges = Partial<Pick<SessionUser, 'firstName' | 'lastName' | 'locale'>>;

export const authSlice = createSlice({
  name: 'auth',
  // Until the first load has tried to restore the session (features/auth/session-sync.ts).
  initialState: LOADING as AuthState,
  reducers: {
    sessionStarted: {
      reducer: (_state, action: PayloadAction<AuthSession, string, { source: SessionChangeSource }>): AuthState => ({
        status: 'signed-in',
        accessToken: action.payload.accessToken,
        accessTokenExpiresAt: action.payload.accessTokenExpiresAt,
        user: action.payload.user,
      }),
      prepare: (session: AuthSession, source: SessionChangeSource = 'this-tab') => ({ payload: session, meta: { source } }),
    },
    sessionEnded: {
      reducer: (_state, action: PayloadAction<undefined, string, { source: SessionChangeSource; byUser: boolean }>): AuthState =>
        action.meta.byUser ? SIGNED_OUT_BY_USER : SIGNED_OUT,
      prepare: (source: SessionChangeSource = 'this-tab', byUser = false) => ({ payload: undefined, meta: { source, byUser } }),
    },
    /** The user changed their own name or language (profile page, FR|EN switch). */
    sessionUserUpdated: (state, action: PayloadAction<SessionUserChanges>) => {
      if (state.status !== 'signed-in') return;
      Object.assign(state.user, action.payload);
    },
  },
});

export const { sessionStarted, sessionEnded, sessionUserUpdated } = authSlice.actions;

export const selectAuth = (state: StateWithAuth): AuthState => state.auth;
export const selectAccessToken = (state: StateWithAuth): string | null => state.auth.accessToken;
