import {
  PUBLIC_CONFIG_ROUTE,
  PUBLIC_FIGURES_ROUTE,
  type PublicContact,
  type PublicConfigView,
  type PublicFiguresView,
} from '@hm/contracts';
import { useHydrated } from '../../hooks/use-hydrated';
import { api } from '../../lib/api';

// Run-time settings from the API (maps key, configured sign-in providers). They change only with a
// redeploy, so one fetch per page load is enough.
export const publicConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfigView, void>({
      query: () => PUBLIC_CONFIG_ROUTE,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
    // The marketing figures from the data (null under each floor); recomputed by the API every few minutes.
    getPublicFigures: build.query<PublicFiguresView, void>({
      query: () => PUBLIC_FIGURES_ROUTE,
      keepUnusedDataFor: 10 * 60,
    }),
  }),
});

const { useGetPublicConfigQuery, useGetPublicFiguresQuery } = publicConfigApi;

/*
 * Pre-rendered pages are rendered without the API's answers. While React hydrates one, these hooks
 * answer as the pre-render did (undefined), even when the answer is already in the cache (another
 * part of the page asked first): a different text would be a hydration error. They answer the
 * data on the next render.
 */

/** The run-time settings (`GET /api/public-config`); undefined while loading and while hydrating. */
export function usePublicConfig(): PublicConfigView | undefined {
  const hydrated = useHydrated();
  const { data } = useGetPublicConfigQuery();
  return hydrated ? data : undefined;
}

/** The marketing figures (`GET /api/public-figures`); undefined while loading and while hydrating. */
export function usePublicFigures(): PublicFiguresView | undefined {
  const hydrated = useHydrated();
  const { data } = useGetPublicFiguresQuery();
  return hydrated ? data : undefined;
}

const NO_CONTACT: PublicContact = { email: null, phone: null };

/**
 * The support e-mail and phone the operator set (docs/public-figures.md), each null when not set;
 * both null until the settings arrive (pre-rendered pages show neither, and hydrate the same).
 */
export function usePublicContact(): PublicContact {
  return usePublicConfig()?.contact ?? NO_CONTACT;
}
