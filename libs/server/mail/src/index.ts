export { createMailer, type Mailer, type MailerOptions } from './mailer.js';
export { renderMail, MailTemplateError, type MailTemplateId, type MailTemplateData, type RenderedMail } from './render-mail.js';
export type { MailMessage, MailLocale, MailAttachment } from './mail-message.js';
export {
  bookingConfirmationMail,
  formatBookingWhen,
  formatBookingAddress,
  BOOKING_CALENDAR_DURATION_MINUTES,
  type BookingConfirmationInput,
} from './booking-confirmation.js';
export { buildIcs, escapeIcsText, foldIcsLine, formatIcsUtc, type IcsEvent, type IcsOptions } from './ics.js';
export { wallClockToUtc } from './wall-clock.js';
