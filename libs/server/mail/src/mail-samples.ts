import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { formatBookingAddress, formatBookingPrice, formatBookingWhen } from './booking-confirmation.js';
import { formatChangedFields } from './booking-notifications.js';
import { formatJobAccess } from './pro-job-notifications.js';
import { MAIL_CATEGORIES } from './mail-categories.js';
import type { MailLocale } from './mail-message.js';
import { renderMail, type MailTemplateData, type MailTemplateId, type RenderedMail } from './render-mail.js';
import type { UnsubscribeSigner } from './unsubscribe-token.js';

// Made-up data for every template, in each language, so anyone can review every e-mail (the dev
// preview at /api/dev/mail/templates) and a test can render them all. The mapped type makes a new
// template fail to compile until it has a sample here.

const texts = { en: enMail, fr: frMail } as const;

/** No account has this id: a preview's unsubscribe link turns nothing off. */
export const SAMPLE_USER_ID = '00000000-0000-4000-8000-000000000000';

type Samples = { [K in MailTemplateId]: MailTemplateData[K] };

export function mailSamples(locale: MailLocale, siteUrl: string): Samples {
  const t = texts[locale];
  const booking = {
    firstName: 'Camille',
    bookingNumber: 'HM-2026-000000042',
    serviceOption:
      locale === 'fr'
        ? 'Réparation de fuite - Trouver et réparer les fuites (À partir de 120 $)'
        : 'Leak repair - Finding and fixing leaks (From $120)',
    when: formatBookingWhen(locale, '2026-03-10', '14:30'),
    address: formatBookingAddress(locale, { address: '1234 rue Saint-Denis', apartment: '5', city: 'Montréal', postalCode: 'H2X 1Y4' }),
    actionUrl: `${siteUrl}/reservation/HM-2026-000000042`,
  };
  const { address: _address, ...withoutAddress } = booking;
  const { when: _when, ...withoutWhen } = withoutAddress;
  const job = { ...booking, firstName: 'Marc', actionUrl: `${siteUrl}/pro/jobs` };
  const sender = { senderName: 'Camille Tremblay', senderEmail: 'camille@example.com', language: t.supportLanguages.fr };
  const receivedAt = locale === 'fr' ? '10 mars 2026 à 14 h 30' : 'March 10, 2026 at 2:30 p.m.';
  const reference = '6f1c2d3e-0000-4000-8000-000000000042';
  const credentialSample = locale === 'fr' ? 'votre assurance responsabilité' : 'your liability insurance';
  return {
    test: {},
    welcome: { firstName: 'Camille' },
    resetPassword: { firstName: 'Camille', actionUrl: `${siteUrl}/reset-password?token=sample` },
    bookingConfirmation: {
      ...booking,
      serviceName: locale === 'fr' ? 'Plomberie' : 'Plumbing',
      price: formatBookingPrice(locale, { priceCents: 12_000, priceKind: 'from_job', offer: { kind: 'welcome', percent: 25, code: null } }),
    },
    bookingCancelled: withoutAddress,
    bookingUpdated: { ...booking, changes: formatChangedFields(locale, ['scheduledDate', 'address']) },
    bookingReminder: booking,
    bookingProAssigned: { ...withoutAddress, professionalName: 'Marc Gagnon' },
    bookingEnRoute: {
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      professionalName: 'Marc Gagnon',
      address: booking.address,
      arrival: t.bookingEnRoute.arrival.replace('{{time}}', locale === 'fr' ? '14 h 20' : '2:20 PM'),
      actionUrl: booking.actionUrl,
    },
    bookingArrivalUpdated: {
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      professionalName: 'Marc Gagnon',
      arrival: locale === 'fr' ? '14 h 50' : '2:50 PM',
      actionUrl: booking.actionUrl,
    },
    bookingStarted: { ...withoutWhen, professionalName: 'Marc Gagnon' },
    bookingCompleted: withoutWhen,
    receipt: {
      firstName: booking.firstName,
      number: 'R2026-000042',
      bookingNumber: booking.bookingNumber,
      paid: locale === 'fr' ? '116,98 $' : '$116.98',
      actionUrl: booking.actionUrl,
    },
    receiptReissued: {
      firstName: booking.firstName,
      number: 'R2026-000042',
      bookingNumber: booking.bookingNumber,
      paid: locale === 'fr' ? '129,98 $' : '$129.98',
      actionUrl: booking.actionUrl,
    },
    cardPaymentNeeded: {
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      amount: locale === 'fr' ? '129,98 $' : '$129.98',
      actionUrl: 'https://checkout.stripe.com/c/pay/cs_test_sample',
    },
    refundMade: {
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      amount: locale === 'fr' ? '25,00 $' : '$25.00',
      reason: locale === 'fr' ? 'Une heure de moins que prévu' : 'One hour less than planned',
      actionUrl: booking.actionUrl,
    },
    finalPriceToApprove: {
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      total: locale === 'fr' ? '241,45 $' : '$241.45',
      actionUrl: booking.actionUrl,
    },
    finalPriceDisputed: {
      customerName: 'Camille Tremblay',
      bookingNumber: booking.bookingNumber,
      total: locale === 'fr' ? '241,45 $' : '$241.45',
      reason: locale === 'fr' ? 'Deux heures de plus que prévu, sans explication.' : 'Two hours more than planned, with no explanation.',
      actionUrl: `${siteUrl}/admin`,
    },
    thankYouCode: { firstName: booking.firstName, code: 'MERCI-7K2D9Q', percent: 20, actionUrl: `${siteUrl}/book-service` },
    proJobUpdated: {
      ...job,
      changes: formatChangedFields(locale, ['scheduledTime', 'address']),
      access: formatJobAccess(locale, { accessNotes: 'Code 4512', parking: 'street', parkingNotes: null }),
    },
    proReviewReceived: {
      firstName: job.firstName,
      bookingNumber: job.bookingNumber,
      serviceOption: job.serviceOption,
      rating: 5,
      actionUrl: `${siteUrl}/pro`,
    },
    proJobCancelled: { ...job, reason: t.proJobCancelledBy.customer },
    unreadMessage: {
      ...withoutWhen,
      firstName: 'Marc',
      senderName: 'Camille Tremblay',
      messages: `Camille Tremblay, ${receivedAt}${locale === 'fr' ? '\u00a0:' : ':'}\n${locale === 'fr' ? 'Le code de la porte est 4321.' : 'The door code is 4321.'}`,
    },
    unreadMessages: {
      ...withoutWhen,
      count: 2,
      messages: [
        `Marc Gagnon, ${receivedAt}${locale === 'fr' ? '\u00a0:' : ':'}\n${locale === 'fr' ? 'Je serai là vers 14 h 30.' : 'I will be there around 2:30 p.m.'}`,
        `HomeMate, ${receivedAt}${locale === 'fr' ? '\u00a0:' : ':'}\n${locale === 'fr' ? 'Votre professionnel est confirmé.' : 'Your professional is confirmed.'}`,
      ].join('\n\n'),
    },
    supportContactMessage: {
      ...sender,
      subjectLabel: locale === 'fr' ? 'Question sur une réservation' : 'Question about a booking',
      receivedAt,
      reference,
      message: locale === 'fr' ? 'Bonjour, puis-je changer l’heure de ma visite?' : 'Hello, can I change the time of my visit?',
    },
    supportFaqQuestion: {
      ...sender,
      receivedAt,
      reference,
      question: locale === 'fr' ? 'Vos professionnels sont-ils assurés?' : 'Are your professionals insured?',
    },
    contactReceived: { firstName: 'Camille', reference },
    faqQuestionReceived: { firstName: 'Camille', reference },
    supportReply: {
      firstName: 'Camille',
      reply:
        locale === 'fr'
          ? 'Oui : ouvrez votre réservation et choisissez « Modifier » jusqu’à 24 heures avant la visite.'
          : 'Yes: open your booking and choose "Edit" up to 24 hours before the visit.',
      operatorName: 'Odile',
      reference,
      actionUrl: `${siteUrl}/contact`,
    },
    proApplicationReceived: { firstName: 'Marc' },
    proInvitation: { firstName: 'Marc', days: 7, actionUrl: `${siteUrl}/pro/welcome?token=sample` },
    proRejected: { firstName: 'Marc' },
    serviceAreaOpened: { serviceName: locale === 'fr' ? 'Plomberie' : 'Plumbing', fsa: 'J8Y', actionUrl: `${siteUrl}/book-service` },
    contentHidden: {
      firstName: 'Camille',
      item:
        locale === 'fr'
          ? 'votre commentaire « Super promo ici » sur l’article « Préparer sa maison pour l’hiver »'
          : 'your comment “Great deal here” on the post “Getting your home ready for winter”',
      reason: locale === 'fr' ? 'Publicité sans rapport avec l’article.' : 'Advertising unrelated to the post.',
    },
    contentRestored: {
      firstName: 'Camille',
      item:
        locale === 'fr'
          ? 'votre article de blogue « Préparer sa maison pour l’hiver »'
          : 'your blog post “Getting your home ready for winter”',
    },
    credentialVerified: { firstName: 'Marc', credential: credentialSample, actionUrl: `${siteUrl}/pro/profile#credentials` },
    credentialRejected: {
      firstName: 'Marc',
      credential: credentialSample,
      note: locale === 'fr' ? 'Le certificat est illisible.' : 'The certificate cannot be read.',
      actionUrl: `${siteUrl}/pro/profile#credentials`,
    },
    credentialExpiring: {
      firstName: 'Marc',
      credential: credentialSample,
      date: locale === 'fr' ? '28 décembre 2026' : 'December 28, 2026',
      days: 30,
      actionUrl: `${siteUrl}/pro/profile#credentials`,
    },
    credentialExpired: {
      firstName: 'Marc',
      credential: credentialSample,
      date: locale === 'fr' ? '28 décembre 2026' : 'December 28, 2026',
      actionUrl: `${siteUrl}/pro/profile#credentials`,
    },
  };
}

/** Every template, in the order of MAIL_CATEGORIES (a record over all of them). */
export const MAIL_TEMPLATE_IDS = Object.keys(MAIL_CATEGORIES) as MailTemplateId[];

/** A template rendered with its sample data; a switchable one with an unsubscribe link for SAMPLE_USER_ID. */
export function renderSampleMail(templateId: MailTemplateId, locale: MailLocale, signer: UnsubscribeSigner): RenderedMail {
  const data = mailSamples(locale, signer.siteUrl)[templateId];
  // TypeScript cannot pair a union id with its own data; mailSamples' type already does.
  return renderMail(templateId, locale, data as never, { userId: SAMPLE_USER_ID, signer });
}
