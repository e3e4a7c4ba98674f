import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canUseConsole } from '@hm/contracts';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { fullNameOf } from '../../features/auth/user-display';

// The dropdown (Radix menu, floating-ui) stays out of the landing page's JavaScript.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

const SIGN_IN_CLASS = 'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50';

// Holds the place of the menu button while the session is restored or the menu loads, so nothing jumps.
function MenuPlaceholder() {
  return <span aria-hidden="true" className="inline-block size-11 rounded-full bg-slate-100" />;
}

/** The account corner of the desktop header: Sign In, or the user menu. */
export function HeaderAccount() {
  const { t } = useTranslation('nav');
  const session = useSession();
  switch (session.status) {
    case 'loading':
      return <MenuPlaceholder />;
    case 'signed-in':
      return (
        <Suspense fallback={<MenuPlaceholder />}>
          <UserMenu user={session.user} />
        </Suspense>
      );
    case 'signed-out':
      return (
        <Link to={paths.login.getHref()} className={SIGN_IN_CLASS}>
          {t('signIn')}
        </Link>
      );
  }
}

const MOBILE_LINK_CLASS =
  'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The account entries of the mobile menu: Dashboard, Edit Profile, the console for operators and Sign out, or Sign in. */
export function MobileAccountEntries({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('nav');
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  if (session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    return (
      <Link to={paths.login.getHref()} onClick={onNavigate} className={SIGN_IN_CLASS}>
        {t('signIn')}
      </Link>
    );
  }
  const { user } = session;
  return (
    <div className="w-full">
      <p className="px-3 pb-2">
        <span className="block truncate font-semibold text-slate-900">{fullNameOf(user)}</span>
        <span className="block truncate text-sm text-slate-600">{user.email}</span>
      </p>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to={paths.dashboard.getHref()} onClick={onNavigate} className={MOBILE_LINK_CLASS}>
            {t('accountMenu.dashboard')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.profile.getHref()} onClick={onNavigate} className={MOBILE_LINK_CLASS}>
            {t('accountMenu.editProfile')}
          </NavLink>
        </li>
        {canUseConsole(user.role) && (
          <li>
            <NavLink to={paths.admin.getHref()} onClick={onNavigate} className={MOBILE_LINK_CLASS}>
              {t('accountMenu.admin')}
            </NavLink>
          </li>
        )}
        <li>
          <button
            type="button"
            disabled={signingOut}
            // Close the menu only once signed out: closing unmounts this component, and its
            // navigate() would then no longer leave the protected page.
            onClick={() => void signOut().finally(onNavigate)}
            className={MOBILE_LINK_CLASS}
          >
            {signingOut ? t('accountMenu.signingOut') : t('accountMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
