import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../hooks/use-session';
import { SessionPending } from './session-pending';

export interface LoginRedirectState {
  /** The user was sent to sign in by a protected page (the login page says so). */
  authRequired: true;
}

interface RequireAuthProps {
  /** Where signed-out visitors go: sign in and come back (default), or the home page (SPEC: /profile). */
  whenSignedOut?: 'login' | 'home';
}

/** Layout route around the pages that need a signed-in user. */
export function RequireAuth({ whenSignedOut = 'login' }: RequireAuthProps) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'signed-in') return <Outlet />;
  if (whenSignedOut === 'home') return <Navigate to={paths.home.getHref()} replace />;
  const state: LoginRedirectState = { authRequired: true };
  return <Navigate to={paths.login.getHref(`${pathname}${search}${hash}`)} replace state={state} />;
}
