import { BOOKING_ROUTES, type BookingView, type CreateBookingRequest } from '@hm/contracts';
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
  }),
});

export const { useCreateBookingMutation } = bookingApi;
