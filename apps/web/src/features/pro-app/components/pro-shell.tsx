import { LoadState as SharedLoadState } from '../../../components/ui/load-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth';

const TABS = [
  { key: 'home', href: paths.proHome.getHref(), end: true, icon: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { key: 'jobs', href: paths.proJobs.getHref(), end: false, icon: 'M9 6V4h6v2m-11 1h16v12H4zM4 12h16' },
  { key: 'earnings', href: paths.proEarnings.getHref(), end: false, icon: 'M12 3v18m4-14H10a3 3 0 0 0 0 6h4a3 3 0 0 1 0 6H7' },
  { key: 'profile', href: paths.proProfile.getHref(), end: false, icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
] as const;

function NavIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * The professional app's frame: the page title, the content, and the navigation Home, Jobs,
 * Earnings, Profile — a bar fixed at the bottom on a phone, tabs above the content on a wider
 * screen. Signed-in users who are not professionals are told the app is not for them (the API
 * refuses them anyway).
 */
export function ProShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('proApp');
  const session = useSession();
  const isPro = session.status === 'signed-in' && session.user.role === 'professional';

  if (!isPro) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <div role="alert" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          <p className="font-semibold">{t('forbidden.title')}</p>
          <p className="mt-1">{t('forbidden.text')}</p>
        </div>
      </div>
    );
  }

  const links = TABS.map((tab) => (
    <li key={tab.key} className="flex-1">
      <NavLink
        to={tab.href}
        end={tab.end}
        className={({ isActive }) =>
          `flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs font-semibold sm:min-h-11 sm:flex-row sm:gap-2 sm:text-sm ${
            isActive ? 'text-brand-800 sm:bg-brand-50' : 'text-slate-600 hover:text-slate-900'
          }`
        }
      >
        <NavIcon d={tab.icon} />
        <span>{t(`nav.${tab.key}`)}</span>
      </NavLink>
    </li>
  ));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28 sm:pt-10 sm:pb-12">
      <nav aria-label={t('nav.label')} className="hidden sm:block">
        <ul className="flex gap-2 rounded-xl border border-slate-200 bg-white p-1">{links}</ul>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900 sm:mt-8 sm:text-3xl">{title}</h1>
      <div className="mt-5">{children}</div>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
      >
        {/* On a phone the assistant's button sits in the header, not over these tabs (docs/assistant.md). */}
        <ul className="mx-auto flex max-w-lg">{links}</ul>
      </nav>
    </div>
  );
}

/** Loading and failure of one pro-app query, with a retry. */
export function LoadState(props: { loading: boolean; failed: boolean; onRetry: () => void }) {
  return <SharedLoadState {...props} namespace="proApp" />;
}

export const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';
export const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
