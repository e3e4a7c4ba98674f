import { PUBLIC_CONFIG_ROUTE, PUBLIC_FIGURES_ROUTE, type PublicConfigView, type PublicFiguresView } from '@hm/contracts';
import { api } from '../../lib/api';
import { publicConfigEndpointsLoaded } from './hooks';

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

publicConfigEndpointsLoaded(publicConfigApi.endpoints);
