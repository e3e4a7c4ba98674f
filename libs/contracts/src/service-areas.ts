// Where HomeMate can send a pro (docs/booking-rules.md, Where): a Quebec postal code that an
// approved professional of the service covers with one of their service-area prefixes. The served
// areas are data (the pros' profiles), never a list in the code.
import type { Language } from './language.js';
import type { WaitlistResponse } from './public-forms.js';

/** GET ServiceAreaCheckQuery -> 200 ServiceAreaCheckView (anonymous, rate-limited per IP). */
export interface ServiceAreaCheckQuery {
  serviceId: string;
  postalCode: string;
}

export interface ServiceAreaCheckView {
  /** Whether a booking of this service at this postal code would be accepted (a pro serves it). */
  served: boolean;
  /** The code's forward sortation area ('H2X'), as the waitlist stores it. */
  fsa: string;
}

/**
 * POST: be told by e-mail, once, when a pro of the service starts serving the postal code's area.
 * One entry per (e-mail, FSA, service): asking again answers 'already_subscribed' and stores nothing.
 */
export interface ServiceAreaWaitlistRequest {
  email: string;
  serviceId: string;
  /** A Quebec postal code (its first 3 characters are kept). */
  postalCode: string;
  /** The language of the e-mail announcing the opening. */
  locale: Language;
}

export type ServiceAreaWaitlistResponse = WaitlistResponse;

export const SERVICE_AREA_ROUTES = {
  /** GET ?serviceId=&postalCode= -> ServiceAreaCheckView; 400 VALIDATION_FAILED on a bad service or code. */
  check: 'public/service-areas/check',
  /** POST ServiceAreaWaitlistRequest -> 200 ServiceAreaWaitlistResponse (anonymous). */
  waitlist: 'public/service-areas/waitlist',
  /** POST ServiceAreaWaitlistRequest -> 200 ServiceAreaWaitlistResponse (signed in: the entry keeps the account). */
  waitlistSignedIn: 'service-areas/waitlist',
} as const;
