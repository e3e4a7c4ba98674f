// Settings the browser needs at run time, served by the API (GET /api/public-config) so one built
// web bundle works in every deployment: the operator sets GOOGLE_MAPS_API_KEY or an OAuth client on
// the server and the pages follow, without a rebuild. Only values meant for browsers go here.
import type { OAuthProvider } from './auth.js';

export const PUBLIC_CONFIG_ROUTE = 'public-config';

export interface PublicConfigView {
  /**
   * Google Maps Platform browser key for the address autocomplete, or null (plain address fields).
   * A browser key is public by design; restrict it to the site's referrers in the Google console.
   */
  googleMapsApiKey: string | null;
  /** Social sign-in providers with a configured client; the others' buttons are not shown. */
  oauthProviders: OAuthProvider[];
  /** Customers pay by card through Stripe (docs/payments-by-card.md); false: they pay the pro directly. */
  cardPayments: boolean;
  /** How visitors reach the team (contact page, footer): settings, each null when not set (docs/public-figures.md). */
  contact: PublicContact;
}

export interface PublicContact {
  email: string | null;
  /** Digits and '+' (a `tel:` link); shown with formatPhone. */
  phone: string | null;
}
