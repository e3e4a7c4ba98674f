import {
  SERVICE_AREA_ROUTES,
  type ServiceAreaCheckQuery,
  type ServiceAreaCheckView,
  type ServiceAreaWaitlistRequest,
  type ServiceAreaWaitlistResponse,
} from '@hm/contracts';
import { api } from '../../lib/api';

export interface JoinServiceAreaWaitlistArgs {
  request: ServiceAreaWaitlistRequest;
  /** Signed in, the entry keeps the account (the signed-in route). */
  signedIn: boolean;
}

export const serviceAreasApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Whether a pro serves the address, asked on the booking's address step (the server decides again at booking).
    checkServiceArea: build.query<ServiceAreaCheckView, ServiceAreaCheckQuery>({
      query: (params) => ({ url: SERVICE_AREA_ROUTES.check, params: { ...params } }),
    }),
    // Being told when a service or an area opens (docs/booking-rules.md).
    joinServiceAreaWaitlist: build.mutation<ServiceAreaWaitlistResponse, JoinServiceAreaWaitlistArgs>({
      query: ({ request, signedIn }) => ({
        url: signedIn ? SERVICE_AREA_ROUTES.waitlistSignedIn : SERVICE_AREA_ROUTES.waitlist,
        method: 'POST',
        body: request,
      }),
    }),
  }),
});

export const { useCheckServiceAreaQuery, useJoinServiceAreaWaitlistMutation } = serviceAreasApi;
