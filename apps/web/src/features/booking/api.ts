import {
  AVAILABILITY_ROUTE,
  BOOKING_ROUTES,
  OFFER_PREVIEW_ROUTE,
  type OfferPreview,
  type OfferPreviewRequest,
  type AvailabilityQuery,
  type AvailabilityView,
  type BookingView,
  type CreateBookingRequest,
} from '@hm/contracts';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../lib/api';

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
    // The free start times of the next 30 days for the sub-service at the postal code (the date step).
    getAvailability: build.query<AvailabilityView, AvailabilityQuery>({
      query: (params) => ({ url: AVAILABILITY_ROUTE, params: { ...params } }),
    }),
    // The offer the booking would be made with (the confirm step; the server decides again at booking).
    previewOffer: build.query<OfferPreview, OfferPreviewRequest>({
      query: (body) => ({ url: OFFER_PREVIEW_ROUTE, method: 'POST', body }),
    }),
  }),
});

export const { useCreateBookingMutation, useGetAvailabilityQuery, usePreviewOfferQuery } = bookingApi;
