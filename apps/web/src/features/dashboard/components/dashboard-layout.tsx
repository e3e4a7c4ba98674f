import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageContainer } from '../../../components/ui/page-container';
import { useSignOut } from '../../auth';

const LINK_CLASS =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

const ICONS = {
  dashboard: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z',
  bookings: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zm-2 8h14v10H5z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10m0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5',
  settings:
    'M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.9a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7',
  signOut: 'M10 17l1.4-1.4-2.6-2.6H20v-2H8.8l2.6-2.6L10 7l-5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  );
}

/**
 * The signed-in area's frame: a sidebar with Dashboard, My Bookings, Profile,
 * Settings and Sign Out beside the page. On a phone the sidebar folds into a button above
 * the content so the list gets the whole width.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const navId = useId();

  const links = [
    { key: 'dashboard', to: paths.dashboard.getHref(), label: t('sidebar.dashboard') },
    { key: 'bookings', to: paths.bookings.getHref(), label: t('sidebar.bookings') },
    { key: 'profile', to: paths.profile.getHref(), label: t('sidebar.profile') },
    { key: 'settings', to: paths.settings.getHref(), label: t('sidebar.settings') },
  ] as const;

  return (
    <PageContainer className="py-6 lg:py-10">
      <div className="lg:grid lg:grid-cols-[12.5rem_minmax(0,1fr)] lg:gap-6">
        <aside className="mb-6 lg:mb-0">
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 lg:hidden"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>{t('sidebar.openMenu')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="currentColor"
            >
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </button>
          <nav
            id={navId}
            aria-label={t('sidebar.label')}
            className={`${open ? 'block' : 'hidden'} mt-2 rounded-xl border border-slate-200 bg-white p-2 lg:sticky lg:top-24 lg:mt-0 lg:block`}
          >
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to} end className={LINK_CLASS} onClick={() => setOpen(false)}>
                    <Icon name={link.key} />
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="border-t border-slate-200 pt-1">
                <button
                  type="button"
                  disabled={signingOut}
                  onClick={() => void signOut()}
                  className={`${LINK_CLASS} w-full text-left disabled:opacity-70`}
                >
                  <Icon name="signOut" />
                  {signingOut ? t('sidebar.signingOut') : t('sidebar.signOut')}
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </PageContainer>
  );
}
