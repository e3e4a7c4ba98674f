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
import enFaq from '../locales/en/faq.json' with { type: 'json' };
import frFaq from '../locales/fr/faq.json' with { type: 'json' };
import enChat from '../locales/en/chat.json' with { type: 'json' };
import frChat from '../locales/fr/chat.json' with { type: 'json' };
import enForms from '../locales/en/forms.json' with { type: 'json' };
import frForms from '../locales/fr/forms.json' with { type: 'json' };
import enBlog from '../locales/en/blog.json' with { type: 'json' };
import frBlog from '../locales/fr/blog.json' with { type: 'json' };
import enLanding from '../locales/en/landing.json' with { type: 'json' };
import frLanding from '../locales/fr/landing.json' with { type: 'json' };
import enSite from '../locales/en/site.json' with { type: 'json' };
import frSite from '../locales/fr/site.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import frDashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import enReservation from '../locales/en/reservation.json' with { type: 'json' };
import frReservation from '../locales/fr/reservation.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import enSeo from '../locales/en/seo.json' with { type: 'json' };
import frSeo from '../locales/fr/seo.json' with { type: 'json' };
import enGrowBusiness from '../locales/en/growBusiness.json' with { type: 'json' };
import frGrowBusiness from '../locales/fr/growBusiness.json' with { type: 'json' };
import enAdmin from '../locales/en/admin.json' with { type: 'json' };
import frAdmin from '../locales/fr/admin.json' with { type: 'json' };
import enProWelcome from '../locales/en/proWelcome.json' with { type: 'json' };
import frProWelcome from '../locales/fr/proWelcome.json' with { type: 'json' };
import enProApp from '../locales/en/proApp.json' with { type: 'json' };
import frProApp from '../locales/fr/proApp.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import frNotifications from '../locales/fr/notifications.json' with { type: 'json' };
import enUnsubscribe from '../locales/en/unsubscribe.json' with { type: 'json' };
import frUnsubscribe from '../locales/fr/unsubscribe.json' with { type: 'json' };

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export const resources = {
  en: {
    common: enCommon,
    nav: enNav,
    footer: enFooter,
    pages: enPages,
    errors: enErrors,
    auth: enAuth,
    account: enAccount,
    bookings: enBookings,
    services: enServices,
    booking: enBooking,
    faq: enFaq,
    chat: enChat,
    forms: enForms,
    blog: enBlog,
    landing: enLanding,
    site: enSite,
    dashboard: enDashboard,
    reservation: enReservation,
    legal: enLegal,
    seo: enSeo,
    growBusiness: enGrowBusiness,
    admin: enAdmin,
    proWelcome: enProWelcome,
    unsubscribe: enUnsubscribe,
    proApp: enProApp,
    notifications: enNotifications,
  },
  fr: {
    common: frCommon,
    nav: frNav,
    footer: frFooter,
    pages: frPages,
    errors: frErrors,
    auth: frAuth,
    account: frAccount,
    bookings: frBookings,
    services: frServices,
    booking: frBooking,
    faq: frFaq,
    chat: frChat,
    forms: frForms,
    blog: frBlog,
    landing: frLanding,
    site: frSite,
    dashboard: frDashboard,
    reservation: frReservation,
    legal: frLegal,
    seo: frSeo,
    growBusiness: frGrowBusiness,
    admin: frAdmin,
    proWelcome: frProWelcome,
    unsubscribe: frUnsubscribe,
    proApp: frProApp,
    notifications: frNotifications,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
export { CORE_NAMESPACES, IDLE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './namespaces.js';
