import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useServiceArea } from '../hooks/use-service-area';
import { wentBack, wentNext } from '../slice';
import { canGoNext } from '../step-rules';
import type { BookingWizardState } from '../wizard-state';
import { previousStep } from '../wizard-steps';

interface WizardFooterProps {
  wizard: BookingWizardState;
  signedIn: boolean;
  today: string;
  busy: boolean;
  /** False while the profile that prefills the contact details is still loading. */
  confirmReady: boolean;
  onConfirm: () => void;
}

const BUTTON_CLASS =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const PRIMARY_CLASS = `${BUTTON_CLASS} bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700`;
const SECONDARY_CLASS = `${BUTTON_CLASS} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:hover:bg-white`;

/**
 * Back and Next: Back is disabled on step 1; Next is disabled until the step is complete (on the
 * address step, also while the postal code is outside Quebec or where no pro serves the service);
 * step 5 confirms instead; step 4 moves on by signing in or up.
 */
export function WizardFooter({ wizard, signedIn, today, busy, confirmReady, onConfirm }: WizardFooterProps) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const { step } = wizard;
  const backDisabled = previousStep(step, signedIn) === null || busy;
  const area = useServiceArea(wizard.serviceId, wizard.address.postalCode).state;
  const areaRefused = step === 'address' && (area === 'outsideQuebec' || area === 'notServed');
  return (
    <footer className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
      <button type="button" disabled={backDisabled} onClick={() => dispatch(wentBack({ signedIn }))} className={SECONDARY_CLASS}>
        {t('actions.back')}
      </button>
      {step === 'confirm' ? (
        <button type="button" disabled={busy || !confirmReady} aria-busy={busy || undefined} onClick={onConfirm} className={PRIMARY_CLASS}>
          {busy && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {busy ? t('actions.confirming') : t('actions.confirm')}
        </button>
      ) : (
        step !== 'account' && (
          <button
            type="button"
            disabled={!canGoNext(wizard, today) || areaRefused}
            onClick={() => dispatch(wentNext({ signedIn }))}
            className={PRIMARY_CLASS}
          >
            {t('actions.next')}
          </button>
        )
      )}
    </footer>
  );
}
