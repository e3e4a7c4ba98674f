import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { todayInToronto } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { useSession } from '../../auth';
import { useConfirmBooking } from '../hooks/use-confirm-booking';
import { useContactValues } from '../hooks/use-contact-values';
import { selectBookingWizard, wentTo, wizardClosed, wizardOpened } from '../slice';
import { isBookableService, reachableStep } from '../step-rules';
import { takeOpener } from '../wizard-opener';
import { stepForSession } from '../wizard-steps';
import { StepBody } from './step-body';
import { STEP_HEADING_SELECTOR } from './step-heading';
import { WizardAlert } from './wizard-alert';
import { WizardFooter } from './wizard-footer';
import { WizardProgress } from './wizard-progress';

function focusStepHeading(body: HTMLElement | null): void {
  body?.querySelector<HTMLElement>(STEP_HEADING_SELECTOR)?.focus({ preventScroll: true });
}

/**
 * The booking wizard (docs/booking-rules.md): a modal dialog, focus kept inside, closed
 * by Escape or the close button, focus given back to what opened it. Loaded on demand.
 */
export function BookingWizard() {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const dispatch = useDispatch();
  const wizard = useSelector(selectBookingWizard);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const sessionKnown = session.status !== 'loading';
  const today = todayInToronto();
  const { contact, profileLoading } = useContactValues(wizard.contact);
  const { confirm, busy } = useConfirmBooking(wizard, contact, signedIn);
  const bodyRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // Keeps the wizard on a step that makes sense: after a reload (a date now in the past),
  // and when the session changes (signing in on step 4 moves on to step 5;
  // signing out elsewhere sends step 5 back to step 4).
  useEffect(() => {
    if (!sessionKnown || wizard.step === 'success') return;
    if (wizard.entry === 'category' && !isBookableService(wizard.serviceId)) {
      dispatch(wizardOpened({ serviceId: null }));
      return;
    }
    const step = stepForSession(reachableStep(wizard, signedIn, today), signedIn);
    if (step !== wizard.step) dispatch(wentTo(step));
  }, [dispatch, wizard, signedIn, sessionKnown, today]);

  // The dialog scrolls to the top on each step change; focus goes to the heading.
  useEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    focusStepHeading(bodyRef.current);
  }, [wizard.step, wizard.authMode, sessionKnown]);

  // A new error message is read first, wherever the user had scrolled to.
  useEffect(() => {
    if (!wizard.alert) return;
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    alertRef.current?.focus({ preventScroll: true });
  }, [wizard.alert]);

  const service = wizard.serviceId ? getService(wizard.serviceId) : undefined;
  const title = service ? t('title.withService', { service: service.name[language] }) : t('title.default');
  const waitingForSession = !sessionKnown && (wizard.step === 'account' || wizard.step === 'confirm');

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) dispatch(wizardClosed());
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusStepHeading(bodyRef.current);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (takeOpener() ?? document.querySelector('main'))?.focus();
          }}
          // A stray click beside the dialog must not throw away a half-filled booking.
          onPointerDownOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <header className="border-b border-slate-200 px-4 pt-4 pb-4 sm:px-6">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="text-lg font-bold text-slate-900 sm:text-xl">{title}</Dialog.Title>
              <Dialog.Close
                disabled={busy}
                aria-label={t('actions.close')}
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            </div>
            {wizard.step !== 'success' && (
              <div className="mt-3">
                <WizardProgress step={wizard.step} />
              </div>
            )}
          </header>
          <div ref={bodyRef} className="flex-1 overflow-y-auto px-4 py-6 sm:px-6">
            {wizard.alert && (
              <div ref={alertRef} tabIndex={-1} className="mb-5 outline-none">
                <WizardAlert alert={wizard.alert} />
              </div>
            )}
            {waitingForSession ? (
              <p role="status" className="py-8 text-center text-slate-600">
                {t('sessionPending')}
              </p>
            ) : (
              <StepBody wizard={wizard} contact={contact} profileLoading={profileLoading} />
            )}
          </div>
          {wizard.step !== 'success' && (
            <WizardFooter
              wizard={wizard}
              signedIn={signedIn}
              today={today}
              busy={busy}
              // Confirming before the profile arrives would check contact fields it is about to fill.
              confirmReady={!profileLoading}
              onConfirm={() => void confirm()}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
