import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { saveWizard, sessionStore } from '../persistence';
import { selectBookingWizard } from '../slice';
import { loadBookingWizard } from '../wizard-loader';
import { WizardLoadBoundary } from './wizard-load-boundary';

const BookingWizard = lazy(() => loadBookingWizard().then((module) => ({ default: module.BookingWizard })));

/** While the wizard's code downloads (the first opening only). */
function WizardLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60">
      <p role="status" className="rounded-lg bg-white px-5 py-3 font-semibold text-slate-800 shadow-lg">
        {t('loading')}
      </p>
    </div>
  );
}

/**
 * Mounted once by the app layout: shows the booking wizard whenever it is open, whatever
 * the page, and keeps its state in sessionStorage so that a reload brings it back.
 */
export function BookingWizardHost() {
  const wizard = useSelector(selectBookingWizard);
  useEffect(() => saveWizard(sessionStore(), wizard), [wizard]);
  if (!wizard.open) return null;
  return (
    <WizardLoadBoundary>
      <Suspense fallback={<WizardLoading />}>
        <BookingWizard />
      </Suspense>
    </WizardLoadBoundary>
  );
}
