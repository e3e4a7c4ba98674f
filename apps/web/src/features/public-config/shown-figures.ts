import { formatFigure, type PublicFiguresView } from '@hm/contracts';
import { useLanguage } from '../../hooks/use-language';
import { usePublicFigures } from './hooks';

/** The site's figures as the pages show them, in the page's language; null under each floor or while loading. */
export interface ShownFigures {
  activePros: string | null;
  completedJobs: string | null;
  customers: string | null;
  /** The average stars, e.g. '4,6'. */
  rating: string | null;
  /** How many reviews the average is of. */
  reviews: string | null;
  /** The raw answer (per-service figures, counts for plurals); undefined while loading. */
  figures: PublicFiguresView | undefined;
}

export function useShownFigures(): ShownFigures {
  const language = useLanguage();
  const figures = usePublicFigures();
  const shown = (value: number | null | undefined) => (value === null || value === undefined ? null : formatFigure(value, language));
  return {
    activePros: shown(figures?.activePros),
    completedJobs: shown(figures?.completedJobs),
    customers: shown(figures?.customers),
    rating: shown(figures?.rating?.average),
    reviews: shown(figures?.rating?.reviews),
    figures,
  };
}
