/** The @hm/mail Mailer used by the mail processor. */
export const MAILER = Symbol('MAILER');
