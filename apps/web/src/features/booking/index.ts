// What other features may use of the booking wizard: opening it, how a booking's date and time
// are shown, and the messages of its field errors.
export { useOpenBooking } from './hooks/use-open-booking';
export { preloadBookingWizard, preloadBookingWizardWhenIdle } from './wizard-loader';
export { formatBookingDate, formatBookingTime } from './date-time-format';
export { slotOptions } from './time-picker';
export { fieldErrorKeyOf, type FieldErrorKey } from './field-error-keys';
