import { BOOKING_ROUTES, type BookingView, type CreateBookingRequest } from '@hm/contracts';
import { api } from '../../lib/api';

const BOOKING_TAG = 'Booking';

export interface CreateBookingArgs {
  request: CreateBookingRequest;
  /** The same key for a retry of the same data, so the server books only once. */
  idempotencyKey: string;
}

export const bookingApi = api.enhanceEndpoints({ addTagTypes: [BOOKING_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<BookingView, CreateBookingArgs>({
      query: ({ request, idempotencyKey }) => ({
        url: BOOKING_ROUTES.create,
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: BOOKING_TAG, id: 'LIST' }],
    }),
    getBooking: build.query<BookingView, string>({
      query: (bookingNumber) => BOOKING_ROUTES.byNumber(bookingNumber),
      providesTags: (_result, _error, bookingNumber) => [{ type: BOOKING_TAG, id: bookingNumber }],
    }),
  }),
});

export const { useCreateBookingMutation, useGetBookingQuery } = bookingApi;
