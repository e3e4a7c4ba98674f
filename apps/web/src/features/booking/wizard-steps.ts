import { PROGRESS_STEPS, type ProgressStep, type WizardEntry, type WizardStep } from './wizard-state';

// Step order of the booking wizard (docs/booking-rules.md, The booking wizard): sub-service,
// address, date and time (the free times depend on the address), account, confirmation.
// Signed-in users skip the account step: 3 goes to 5 and Back from 5 goes to 3. Back is
// disabled on step 1.

/** Where Next leads from `step`, or null where Next does not apply. */
export function nextStep(step: WizardStep, signedIn: boolean): WizardStep | null {
  switch (step) {
    case 'category':
      return 'subService';
    case 'subService':
      return 'address';
    case 'address':
      return 'dateTime';
    case 'dateTime':
      return signedIn ? 'confirm' : 'account';
    // The account step moves on by signing in or up; confirm by confirming.
    case 'account':
    case 'confirm':
    case 'success':
      return null;
  }
}

/** Where Back leads from `step`, or null when Back is disabled. */
export function previousStep(step: WizardStep, signedIn: boolean): WizardStep | null {
  switch (step) {
    case 'category':
    case 'subService':
    case 'success':
      return null;
    case 'address':
      return 'subService';
    case 'dateTime':
      return 'address';
    case 'account':
      return 'dateTime';
    case 'confirm':
      return signedIn ? 'dateTime' : 'account';
  }
}

/** The first step of a wizard opened this way. */
export function firstStep(entry: WizardEntry): WizardStep {
  return entry === 'picker' ? 'category' : 'subService';
}

/**
 * Which progress-bar step is current: the category picker belongs to step 1, and the
 * success screen comes after step 5 (every step done).
 */
export function progressPosition(step: WizardStep): number {
  if (step === 'category') return 0;
  if (step === 'success') return PROGRESS_STEPS.length;
  return PROGRESS_STEPS.indexOf(step as ProgressStep);
}

/** The account step belongs to signed-out users only; the session decides where they stand. */
export function stepForSession(step: WizardStep, signedIn: boolean): WizardStep {
  if (step === 'account' && signedIn) return 'confirm';
  if (step === 'confirm' && !signedIn) return 'account';
  return step;
}
