// Translations for web, api and worker. One JSON file per namespace and language under
// locales/<lang>/<namespace>.json, so each feature owns its own file; they are assembled here.
// English is the fallback language.
import enCommon from '../locales/en/common.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import frNav from '../locales/fr/nav.json' with { type: 'json' };
import enFooter from '../locales/en/footer.json' with { type: 'json' };
import frFooter from '../locales/fr/footer.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import frAuth from '../locales/fr/auth.json' with { type: 'json' };
import enAccount from '../locales/en/account.json' with { type: 'json' };
import frAccount from '../locales/fr/account.json' with { type: 'json' };
import enServices from '../locales/en/services.json' with { type: 'json' };
import frServices from '../locales/fr/services.json' with { type: 'json' };
import enBooking from '../locales/en/booking.json' with { type: 'json' };
import frBooking from '../locales/fr/booking.json' with { type: 'json' };
import enBookings from '../locales/en/bookings.json' with { type: 'json' };
import frBookings from '../locales/fr/bookings.json' with { type: 'json' };

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const resources = {
  en: { common: enCommon, nav: enNav, footer: enFooter, pages: enPages, errors: enErrors, auth: enAuth, account: enAccount, bookings: enBookings, services: enServices, booking: enBooking },
  fr: { common: frCommon, nav: frNav, footer: frFooter, pages: frPages, errors: frErrors, auth: frAuth, account: frAccount, bookings: frBookings, services: frServices, booking: frBooking },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
