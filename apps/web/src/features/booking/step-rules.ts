import { getService, getSubService } from '@hm/catalog';
import { bookingSlotError, isDateNotBefore, isIsoDate, isWithinBookingHours } from '@hm/contracts';
import type { BookingWizardState, WizardStep } from './wizard-state';
import { firstStep, nextStep } from './wizard-steps';

// What each step needs before Next is enabled: a sub-service; an address, a city and a postal
// code; a date (today or later, in Toronto) and a time within booking hours, today at least the
// lead time from now. That the time is one of the free ones is the date step's doing: it offers
// only those and drops a chosen time that is no longer free (free-slots.ts).

type StepInputs = Pick<BookingWizardState, 'serviceId' | 'subServiceId' | 'date' | 'time' | 'address'>;

/** Only available categories can be booked; coming-soon ones show as such. */
export function isBookableService(serviceId: string | null): boolean {
  return serviceId !== null && getService(serviceId)?.availability === 'available';
}

export function isDateAcceptable(date: string, today: string): boolean {
  return isIsoDate(date) && isDateNotBefore(date, today);
}

const filled = (value: string): boolean => value.trim() !== '';

/** Whether the inputs that `step` asks for are complete and valid. */
export function isStepComplete(state: StepInputs, step: WizardStep, today: string, now: Date = new Date()): boolean {
  switch (step) {
    case 'category':
      return isBookableService(state.serviceId);
    case 'subService':
      return (
        isBookableService(state.serviceId) &&
        state.subServiceId !== null &&
        getSubService(state.serviceId ?? '', state.subServiceId) !== undefined
      );
    case 'address':
      return filled(state.address.address) && filled(state.address.city) && filled(state.address.postalCode);
    case 'dateTime':
      return (
        isDateAcceptable(state.date, today) && isWithinBookingHours(state.time) && bookingSlotError(state.date, state.time, now) === null
      );
    // Nothing to fill in: the session and the confirmation decide.
    case 'account':
    case 'confirm':
    case 'success':
      return true;
  }
}

/** Next is enabled only on the input steps, once their inputs are complete. */
export function canGoNext(state: StepInputs & Pick<BookingWizardState, 'step'>, today: string, now: Date = new Date()): boolean {
  const { step } = state;
  if (step !== 'category' && step !== 'subService' && step !== 'address' && step !== 'dateTime') return false;
  return isStepComplete(state, step, today, now);
}

/**
 * The step a restored wizard may show: its saved step, unless an earlier step is no longer
 * complete (a date saved yesterday that is now in the past, a sub-service the catalogue
 * dropped), in which case that earlier step. Success is never restored.
 */
export function reachableStep(
  state: StepInputs & Pick<BookingWizardState, 'step' | 'entry'>,
  signedIn: boolean,
  today: string,
): WizardStep {
  const target = state.step === 'success' ? 'confirm' : state.step;
  let step: WizardStep = firstStep(state.entry);
  // A category chosen at a tile still counts when the saved wizard came from the picker.
  if (step === 'category' && isBookableService(state.serviceId) && target !== 'category') step = 'subService';
  while (step !== target) {
    if (!isStepComplete(state, step, today)) return step;
    const next = nextStep(step, signedIn);
    if (next === null) return step;
    // Signed-in users pass the account step; signed-out users stop there before confirming.
    if (target === 'account' && next === 'confirm') return 'confirm';
    step = next;
  }
  return step;
}
