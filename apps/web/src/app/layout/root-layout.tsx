import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookingWizardHost } from '../../features/booking/components/booking-wizard-host';
import { ChatWidget } from '../../features/chat/components/chat-widget';
import { AppShell } from './app-shell';

// While a page's texts download the first time it is shown (namespaces outside the core,
// CORE_NAMESPACES of @hm/i18n/namespaces). Navigations run in a transition, so the old page stays meanwhile.
// A screen tall: the footer stays below the fold instead of jumping down when the page arrives
// (a layout shift Lighthouse measured at 0.66 on /grow-business).
function PageTextsLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="min-h-dvh px-4 py-16 text-center text-slate-600">
      {t('loading')}
    </p>
  );
}

export function RootLayout() {
  return (
    <AppShell>
      <Suspense fallback={<PageTextsLoading />}>
        <Outlet />
      </Suspense>
      {/* The booking wizard opens over any page and comes back after a reload. */}
      <BookingWizardHost />
      {/* The chat assistant's button on every page (its panel loads on first open). */}
      <ChatWidget />
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
