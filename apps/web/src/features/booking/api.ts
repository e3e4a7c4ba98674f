import {
  BOOKING_ROUTES,
  SERVICE_AREA_ROUTES,
  type BookingView,
  type CreateBookingRequest,
  type ServiceAreaCheckQuery,
  type ServiceAreaCheckView,
  type ServiceAreaWaitlistRequest,
  type ServiceAreaWaitlistResponse,
} from '@hm/contracts';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../lib/api';

export interface JoinServiceAreaWaitlistArgs {
  request: ServiceAreaWaitlistRequest;
  /** Signed in, the entry keeps the account (the signed-in route). */
  signedIn: boolean;
}

export interface CreateBookingArgs {
  request: CreateBookingRequest;
  /** The same key for a retry of the same data, so the server books only once. */
  idempotencyKey: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingView, CreateBookingArgs>({
      query: ({ request, idempotencyKey }) => ({
        url: BOOKING_ROUTES.create,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The dashboard's list, counts and chart.
      invalidatesTags: [BOOKING_LIST_TAG, BOOKING_COUNTS_TAG],
    }),
    // Whether a pro serves the address, asked on the address step (the server decides again at booking).
    checkServiceArea: build.query<ServiceAreaCheckView, ServiceAreaCheckQuery>({
      query: (params) => ({ url: SERVICE_AREA_ROUTES.check, params: { ...params } }),
    }),
    joinServiceAreaWaitlist: build.mutation<ServiceAreaWaitlistResponse, JoinServiceAreaWaitlistArgs>({
      query: ({ request, signedIn }) => ({
        url: signedIn ? SERVICE_AREA_ROUTES.waitlistSignedIn : SERVICE_AREA_ROUTES.waitlist,
        method: 'POST',
        body: request,
      }),
    }),
  }),
});

export const { useCreateBookingMutation, useCheckServiceAreaQuery, useJoinServiceAreaWaitlistMutation } = bookingApi;
