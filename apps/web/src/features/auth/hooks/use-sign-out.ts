import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignOutMutation } from '../api';
import { sessionEnded } from '../../../lib/session/session-slice';

/**
 * Signs out: asks the API to revoke the session, then forgets it here and in the other
 * tabs even if the API could not be reached, and goes to the home page.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [revoke] = useSignOutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Leave first. The router renders the next (lazy) page in a React transition, so the
    // protected page may still be on screen when the session ends below: its guard sees
    // `signedOutByUser` and sends the user home, not to /login.
    await navigate(paths.home.getHref());
    try {
      await revoke().unwrap();
    } catch (error) {
      console.error('Sign-out request failed; signing out in this browser anyway', error);
    }
    dispatch(sessionEnded('this-tab', true));
    setSigningOut(false);
  }, [revoke, dispatch, navigate]);
  return { signOut, signingOut };
}
