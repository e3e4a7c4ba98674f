import {
  PUBLIC_FIGURE_FLOORS,
  PUBLIC_REVIEWS,
  type PublicCustomerReview,
  type PublicFiguresView,
  type PublicRating,
  type ServiceFigures,
} from '@hm/contracts';

// The marketing figures from raw counts (docs/public-figures.md): each is null under its floor.

export interface Totals {
  active_pros: number;
  completed_jobs: number;
  customers: number;
  reviews: number;
  average: string | number | null;
}

export interface ServiceRow {
  service_id: string;
  completed_jobs: number;
  reviews: number;
  average: string | number | null;
}

/** A review the landing may quote, as the query reads it: the last name is already its initial. */
export interface ReviewRow {
  first_name: string;
  last_initial: string;
  service_id: string;
  rating: number;
  comment: string;
  language: 'fr' | 'en' | null;
  month: string;
}

const above = (value: number, floor: number): number | null => (value >= floor ? value : null);

const rating = (reviews: number, average: string | number | null, floor: number): PublicRating | null =>
  reviews >= floor && average !== null ? { average: Math.round(Number(average) * 10) / 10, reviews } : null;

/** The reviews the landing quotes: none under the floor, at most PUBLIC_REVIEWS.max, first name and initial only. */
export function toPublicReviews(rows: readonly ReviewRow[]): PublicCustomerReview[] {
  if (rows.length < PUBLIC_REVIEWS.floor) return [];
  return rows.slice(0, PUBLIC_REVIEWS.max).map((row) => ({
    firstName: row.first_name.trim(),
    lastInitial: row.last_initial ? `${row.last_initial}.` : '',
    serviceId: row.service_id,
    rating: Number(row.rating),
    comment: row.comment,
    language: row.language,
    month: row.month,
  }));
}

/** The view from the raw counts: every figure under its floor is left out. */
export function toFiguresView(totals: Totals, services: readonly ServiceRow[], reviews: readonly ReviewRow[]): PublicFiguresView {
  const floors = PUBLIC_FIGURE_FLOORS;
  return {
    activePros: above(totals.active_pros, floors.activePros),
    completedJobs: above(totals.completed_jobs, floors.completedJobs),
    customers: above(totals.customers, floors.customers),
    rating: rating(totals.reviews, totals.average, floors.reviews),
    services: Object.fromEntries(
      services.map((row): [string, ServiceFigures] => [
        row.service_id,
        { completedJobs: above(row.completed_jobs, floors.serviceJobs), rating: rating(row.reviews, row.average, floors.reviews) },
      ]),
    ),
    reviews: toPublicReviews(reviews),
  };
}
