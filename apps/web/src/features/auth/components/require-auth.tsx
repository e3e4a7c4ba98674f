import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../hooks/use-session';
import { selectAuth } from '../../../lib/session/session-slice';
import { SessionPending } from './session-pending';

export interface LoginRedirectState {
  /** The user was sent to sign in by a protected page (the login page says so). */
  authRequired: true;
}

interface RequireAuthProps {
  /** Where signed-out visitors go: sign in and come back (default), or the home page (/profile does). */
  whenSignedOut?: 'login' | 'home';
}

/** Layout route around the pages that need a signed-in user. */
export function RequireAuth({ whenSignedOut = 'login' }: RequireAuthProps) {
  const session = useSession();
  const auth = useSelector(selectAuth);
  const signedOutByUser = auth.status === 'signed-out' && auth.signedOutByUser === true;
  const { pathname, search, hash } = useLocation();
  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signed-in') return <Outlet />;
  // Signing out leaves for home; no "sign in to come back here" on the way out.
  if (whenSignedOut === 'home' || signedOutByUser) return <Navigate to={paths.home.getHref()} replace />;
  const state: LoginRedirectState = { authRequired: true };
  return <Navigate to={paths.login.getHref(`${pathname}${search}${hash}`)} replace state={state} />;
}
