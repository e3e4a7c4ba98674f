import {
  AUTH_ROUTES,
  type AuthSession,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from '@hm/contracts';
import { api } from '../../lib/api';
import { sessionStarted } from '../../lib/session/session-slice';

// Sign-in and sign-up start the session wherever they are called from (these pages, and
// later the booking wizard's inline sign-up).
async function startSessionWhenFulfilled(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: ReturnType<typeof sessionStarted>) => unknown; queryFulfilled: Promise<{ data: AuthSession }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionStarted(data));
  } catch {
    // The caller shows the error.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthSession, SignInRequest>({
      query: (body) => ({ url: AUTH_ROUTES.signIn, method: 'POST', body }),
      onQueryStarted: startSessionWhenFulfilled,
    }),
    signUp: build.mutation<AuthSession, SignUpRequest>({
      query: (body) => ({ url: AUTH_ROUTES.signUp, method: 'POST', body }),
      onQueryStarted: startSessionWhenFulfilled,
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: AUTH_ROUTES.signOut, method: 'POST' }),
    }),
    requestPasswordReset: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => ({ url: AUTH_ROUTES.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({ url: AUTH_ROUTES.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const { useSignInMutation, useSignUpMutation, useSignOutMutation, useRequestPasswordResetMutation, useResetPasswordMutation } =
  authApi;
