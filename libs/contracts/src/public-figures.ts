// The figures the marketing pages state (docs/public-figures.md), computed from the data by the API
// (GET /api/public-figures) instead of written into the copy. A figure below its floor is null: the
// page then says the same thing without a number. Nothing here is a promise the data cannot back.
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
}

/** A figure as the pages show it: the whole number, grouped the language's way ('1 234' / '1,234'). */
export function formatFigure(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value);
}
