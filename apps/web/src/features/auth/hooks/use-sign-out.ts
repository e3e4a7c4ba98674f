import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { sessionEnded } from '../../../lib/session/session-slice';

/**
 * Signs out: asks the API to revoke the session, then forgets it here and in the other
 * tabs even if the API could not be reached, and goes to the home page.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Leave first. The router renders the next (lazy) page in a React transition, so the
    // protected page may still be on screen when the session ends below: its guard sees
    // `signedOutByUser` and sends the user home, not to /login.
    await navigate(paths.home.getHref());
    try {
      // The API client's code comes with the first page that needs it: the header's menu may be
      // the first (apps/web/src/lib/api-loading.ts).
      const { authApi } = await import('../api');
      await dispatch(authApi.endpoints.signOut.initiate()).unwrap();
    } catch (error) {
      console.error('Sign-out request failed; signing out in this browser anyway', error);
    }
    dispatch(sessionEnded('this-tab', true));
    setSigningOut(false);
  }, [dispatch, navigate]);
  return { signOut, signingOut };
}
