import {
  PRO_PUBLIC_ROUTES,
  PRO_ROUTES,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
  type InvitationView,
  type ProfessionalApplicationRequest,
  type ProfessionalApplicationResponse,
  type PublicProProfileView,
} from '@hm/contracts';
import { api } from '../../lib/api';
import { sessionStarted } from '../../lib/session/session-slice';

/** The professional's public side: the /grow-business application and the invitation page. */
export const prosApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Anyone may read it: verified credentials, rating and the latest reviews with the pro's answers.
    getPublicProProfile: build.query<PublicProProfileView, string>({
      query: (proId) => PRO_PUBLIC_ROUTES.profile.replace(':userId', encodeURIComponent(proId)),
    }),
    applyAsProfessional: build.mutation<ProfessionalApplicationResponse, ProfessionalApplicationRequest>({
      query: (body) => ({ url: PRO_ROUTES.apply, method: 'POST', body }),
    }),
    // A mutation, not a query: the token travels in a POST body (never in a cached URL).
    checkInvitation: build.mutation<InvitationView, { token: string }>({
      query: (body) => ({ url: PRO_ROUTES.invitationCheck, method: 'POST', body }),
    }),
    acceptInvitation: build.mutation<AcceptInvitationResponse, AcceptInvitationRequest>({
      query: (body) => ({ url: PRO_ROUTES.invitationAccept, method: 'POST', body }),
      // The pro is signed in as soon as the password is set, like after a sign-up.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionStarted(data));
        } catch {
          // The page shows the error.
        }
      },
    }),
  }),
});

export const { useApplyAsProfessionalMutation, useCheckInvitationMutation, useAcceptInvitationMutation, useGetPublicProProfileQuery } =
  prosApi;
