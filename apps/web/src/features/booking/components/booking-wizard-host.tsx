import { Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { saveWizard, sessionStore } from '../persistence';
import { selectBookingWizard } from '../slice';
import { loadBookingWizard, loadedBookingWizard } from '../wizard-loader';
import { WizardLoadBoundary } from './wizard-load-boundary';

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
      <LoadedWizard />
    </WizardLoadBoundary>
  );
}

/**
 * The wizard once its code and texts are in (wizard-loader.ts): rendered at once when they are,
 * else once they arrive. Not React.lazy: React holds content that replaces a Suspense fallback
 * back until the fallback has been shown for 300 ms, which would make that the least an opening
 * takes. Suspense is left for the texts of a language switched to with the wizard open.
 */
function LoadedWizard() {
  const [wizardCode, setWizardCode] = useState(loadedBookingWizard);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (wizardCode) return;
    let mounted = true;
    loadBookingWizard().then(
      (loaded) => mounted && setWizardCode(loaded),
      (failure: unknown) => mounted && setError(failure),
    );
    return () => {
      mounted = false;
    };
  }, [wizardCode]);
  // To the boundary around, which offers a reload.
  if (error) throw error;
  if (!wizardCode) return <WizardLoading />;
  return (
    <Suspense fallback={<WizardLoading />}>
      <wizardCode.BookingWizard />
    </Suspense>
  );
}
