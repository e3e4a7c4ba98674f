import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppShell } from './app-shell';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** Shown while the first page's code loads. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <AppShell>
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        {t('loading')}
      </p>
    </AppShell>
  );
}
