import {
  PUBLIC_CONFIG_ROUTE,
  PUBLIC_FIGURES_ROUTE,
  type PublicContact,
  type PublicConfigView,
  type PublicFiguresView,
} from '@hm/contracts';
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

export const { useGetPublicConfigQuery, useGetPublicFiguresQuery } = publicConfigApi;

const NO_CONTACT: PublicContact = { email: null, phone: null };

/**
 * The support e-mail and phone the operator set (docs/public-figures.md), each null when not set;
 * both null until the settings arrive (pre-rendered pages show neither, and hydrate the same).
 */
export function usePublicContact(): PublicContact {
  return useGetPublicConfigQuery().data?.contact ?? NO_CONTACT;
}
