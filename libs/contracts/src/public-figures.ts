// The figures the marketing pages state (docs/public-figures.md), computed from the data by the API
// (GET /api/public-figures) instead of written into the copy. A figure below its floor is null: the
// page then says the same thing without a number. Nothing here is a promise the data cannot back.
// The same answer carries the customers' latest reviews the landing page quotes.
import type { Language } from './language.js';

export const PUBLIC_FIGURES_ROUTE = 'public-figures';

/** Under these, a figure is not shown (a handful of jobs or reviews proves nothing). */
export const PUBLIC_FIGURE_FLOORS = {
  /** Approved pros whose account is active. */
  activePros: 10,
  /** Completed bookings. */
  completedJobs: 50,
  /** Distinct customers with a completed booking. */
  customers: 50,
  /** Reviews behind an average rating (the whole site's, or one service's). */
  reviews: 20,
  /** Completed bookings of one service before its count is shown on its card. */
  serviceJobs: 20,
} as const;

/**
 * Which customers' reviews the landing page quotes (docs/public-figures.md "Customers' reviews"):
 * the latest reviews of completed jobs with 4 or 5 stars and a comment a card can hold, at most
 * `max`, and none at all under `floor` (two reviews are no picture of a service).
 */
export const PUBLIC_REVIEWS = {
  floor: 3,
  max: 9,
  minStars: 4,
  /** Characters of the comment, trimmed: shorter says little ("Good work"). */
  minCommentLength: 30,
  /** Longer does not fit a card; a review is quoted whole or not at all. */
  maxCommentLength: 400,
} as const;

/** A customer's review as the landing page quotes it: never an e-mail, a phone, an address, a booking number or a last name. */
export interface PublicCustomerReview {
  firstName: string;
  /** The last name's initial with a dot ("T."), or '' when the booking had none. */
  lastInitial: string;
  /** The catalogue id of the reviewed job's service (the page names it in its language). */
  serviceId: string;
  /** 4 or 5. */
  rating: number;
  /** The customer's own words, as written (trimmed). */
  comment: string;
  /** The language the customer used the site in when writing it; null for reviews written before it was recorded. */
  language: Language | null;
  /** The month it was written, 'YYYY-MM' (Montreal time). */
  month: string;
}

export interface PublicRating {
  /** Average of the reviews' stars (1 to 5), one decimal. */
  average: number;
  reviews: number;
}

export interface ServiceFigures {
  /** Null below PUBLIC_FIGURE_FLOORS.serviceJobs. */
  completedJobs: number | null;
  /** Null below PUBLIC_FIGURE_FLOORS.reviews reviews of the service. */
  rating: PublicRating | null;
}

/** GET PUBLIC_FIGURES_ROUTE (public; the same for everyone, recomputed every few minutes). */
export interface PublicFiguresView {
  activePros: number | null;
  completedJobs: number | null;
  customers: number | null;
  rating: PublicRating | null;
  /** Per catalogue service id; a service nobody booked yet is absent (no figures). */
  services: Record<string, ServiceFigures>;
  /** The latest reviews the landing quotes (PUBLIC_REVIEWS), newest first; empty under PUBLIC_REVIEWS.floor. */
  reviews: PublicCustomerReview[];
}

/** A figure as the pages show it: the whole number, grouped the language's way ('1 234' / '1,234'). */
export function formatFigure(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value);
}
