import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookingWizardHost } from '../../features/booking/components/booking-wizard-host';
import { AppShell } from './app-shell';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      {/* The booking wizard opens over any page and comes back after a reload. */}
      <BookingWizardHost />
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
