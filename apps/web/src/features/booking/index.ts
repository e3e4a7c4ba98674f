// What other features may use of the booking wizard: opening it, and how a booking's date,
// time and phone are shown.
export { useOpenBooking } from './hooks/use-open-booking';
export { preloadBookingWizard, preloadBookingWizardWhenIdle } from './wizard-loader';
export { formatBookingDate, formatBookingTime } from './date-time-format';
export { formatPhoneForDisplay } from './phone-format';
export { slotOptions } from './time-picker';
