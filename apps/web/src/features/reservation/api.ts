import {
  RESERVATION_ROUTES,
  type BookingMessageView,
  type BookingMoneyPayload,
  type BookingReviewView,
  type BookingTranslationPayload,
  type MessageTranslationView,
  type CardSetupView,
  type CancelBookingRequest,
  type CreateReviewRequest,
  type GiveTipRequest,
  type Language,
  type ReservationView,
  type TimelineEventView,
  type UpdateBookingRequest,
} from '@hm/contracts';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../lib/api';
import { acquireSocket, followBooking, onResync } from '../../lib/socket';
import { appendById, isForBooking, setTranslation } from './live-cache';

// The reservation page's server state. Each per-booking cache entry follows the booking live
// while it is used: it joins the booking's room on the app's one socket (lib/socket.ts),
// applies the events that concern it, and re-fetches after a reconnect that lost events.

const RESERVATION_TAG = 'Reservation';
const TIMELINE_TAG = 'ReservationTimeline';
const MESSAGES_TAG = 'ReservationMessages';

export interface UpdateReservationArgs {
  bookingNumber: string;
  changes: UpdateBookingRequest;
}

export interface CancelReservationArgs {
  bookingNumber: string;
  /** The customer accepts the late-change fee (docs/booking-rules.md, "Cancellations"). */
  acceptLateFee?: boolean;
}

export interface SendMessageArgs {
  bookingNumber: string;
  message: string;
}

export interface RetryTranslationArgs {
  bookingNumber: string;
  messageId: string;
}

export interface CreateReviewArgs {
  bookingNumber: string;
  review: CreateReviewRequest;
}

export const reservationApi = api.enhanceEndpoints({ addTagTypes: [RESERVATION_TAG, TIMELINE_TAG, MESSAGES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getReservation: build.query<ReservationView, string>({
      query: (bookingNumber) => RESERVATION_ROUTES.reservation(bookingNumber),
      providesTags: (_result, _error, bookingNumber) => [{ type: RESERVATION_TAG, id: bookingNumber }],
      async onCacheEntryAdded(bookingNumber, lifecycle) {
        const lease = acquireSocket(lifecycle);
        const unfollow = followBooking(lease, bookingNumber);
        const stopResync = onResync(() => {
          void lifecycle.dispatch(
            reservationApi.endpoints.getReservation.initiate(bookingNumber, { subscribe: false, forceRefetch: true }),
          );
        });
        const onChanged = ({ booking }: { booking: ReservationView }) => {
          if (booking.bookingNumber === bookingNumber) lifecycle.updateCachedData(() => booking);
        };
        // The worker changed the money (a card saved or charged, a refund, a late-change fee): read it again, as this viewer.
        const onMoney = (payload: BookingMoneyPayload) => {
          if (payload.bookingNumber === bookingNumber)
            lifecycle.dispatch(reservationApi.util.invalidateTags([{ type: RESERVATION_TAG, id: bookingNumber }]));
        };
        try {
          await lifecycle.cacheDataLoaded;
          lease.socket.on('booking:changed', onChanged);
          lease.socket.on('booking:money', onMoney);
        } catch {
          // The entry went away before its first answer (a 404 included): nothing to follow.
        }
        await lifecycle.cacheEntryRemoved;
        lease.socket.off('booking:changed', onChanged);
        lease.socket.off('booking:money', onMoney);
        stopResync();
        unfollow();
        lease.release();
      },
    }),
    getTimeline: build.query<TimelineEventView[], string>({
      query: (bookingNumber) => RESERVATION_ROUTES.timeline(bookingNumber),
      providesTags: (_result, _error, bookingNumber) => [{ type: TIMELINE_TAG, id: bookingNumber }],
      async onCacheEntryAdded(bookingNumber, lifecycle) {
        const lease = acquireSocket(lifecycle);
        const unfollow = followBooking(lease, bookingNumber);
        const stopResync = onResync(() => {
          void lifecycle.dispatch(reservationApi.endpoints.getTimeline.initiate(bookingNumber, { subscribe: false, forceRefetch: true }));
        });
        const onTimeline = (payload: { bookingNumber: string; event: TimelineEventView }) => {
          if (isForBooking(payload, bookingNumber))
            lifecycle.updateCachedData((events) => {
              appendById(events, payload.event);
            });
        };
        try {
          await lifecycle.cacheDataLoaded;
          lease.socket.on('booking:timeline', onTimeline);
        } catch {
          // Removed before its first answer.
        }
        await lifecycle.cacheEntryRemoved;
        lease.socket.off('booking:timeline', onTimeline);
        stopResync();
        unfollow();
        lease.release();
      },
    }),
    getMessages: build.query<BookingMessageView[], string>({
      query: (bookingNumber) => RESERVATION_ROUTES.messages(bookingNumber),
      providesTags: (_result, _error, bookingNumber) => [{ type: MESSAGES_TAG, id: bookingNumber }],
      async onCacheEntryAdded(bookingNumber, lifecycle) {
        const lease = acquireSocket(lifecycle);
        const unfollow = followBooking(lease, bookingNumber);
        const stopResync = onResync(() => {
          void lifecycle.dispatch(reservationApi.endpoints.getMessages.initiate(bookingNumber, { subscribe: false, forceRefetch: true }));
        });
        const onMessage = (payload: { bookingNumber: string; message: BookingMessageView }) => {
          if (!isForBooking(payload, bookingNumber)) return;
          lifecycle.updateCachedData((messages) => {
            appendById(messages, payload.message);
          });
        };
        // A translation for this reader, sent to their own room only once the worker has it.
        const onTranslation = (payload: BookingTranslationPayload) => {
          if (!isForBooking(payload, bookingNumber)) return;
          lifecycle.updateCachedData((messages) => {
            setTranslation(messages, payload.messageId, payload.translation);
          });
        };
        try {
          await lifecycle.cacheDataLoaded;
          lease.socket.on('booking:message', onMessage);
          lease.socket.on('booking:translation', onTranslation);
        } catch {
          // Removed before its first answer.
        }
        await lifecycle.cacheEntryRemoved;
        lease.socket.off('booking:message', onMessage);
        lease.socket.off('booking:translation', onTranslation);
        stopResync();
        unfollow();
        lease.release();
      },
    }),
    sendMessage: build.mutation<BookingMessageView, SendMessageArgs>({
      query: ({ bookingNumber, message }) => ({ url: RESERVATION_ROUTES.messages(bookingNumber), method: 'POST', body: { message } }),
      async onQueryStarted({ bookingNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            reservationApi.util.updateQueryData('getMessages', bookingNumber, (messages) => {
              appendById(messages, data);
            }),
          );
        } catch {
          // The panel shows the failure.
        }
      },
    }),
    /** Ask again for a translation that was unavailable (docs/messages.md): shown as on its way until the worker answers. */
    retryTranslation: build.mutation<MessageTranslationView, RetryTranslationArgs>({
      query: ({ bookingNumber, messageId }) => ({ url: RESERVATION_ROUTES.messageTranslation(bookingNumber, messageId), method: 'POST' }),
      async onQueryStarted({ bookingNumber, messageId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            reservationApi.util.updateQueryData('getMessages', bookingNumber, (messages) => {
              setTranslation(messages, messageId, data);
            }),
          );
        } catch {
          // The message shows the failure.
        }
      },
    }),
    /** The reader has the thread on screen: what it holds is not mailed to them (docs/notifications.md). */
    markMessagesRead: build.mutation<void, string>({
      query: (bookingNumber) => ({ url: RESERVATION_ROUTES.messagesRead(bookingNumber), method: 'POST' }),
    }),
    updateReservation: build.mutation<ReservationView, UpdateReservationArgs>({
      query: ({ bookingNumber, changes }) => ({ url: RESERVATION_ROUTES.reservation(bookingNumber), method: 'PATCH', body: changes }),
      async onQueryStarted({ bookingNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(reservationApi.util.upsertQueryData('getReservation', bookingNumber, data));
        } catch {
          // The form shows the failure.
        }
      },
      // The server wrote a timeline note and a system message; the socket brings them too, but
      // not when it is down.
      invalidatesTags: (_result, error, { bookingNumber }) =>
        error ? [] : [{ type: TIMELINE_TAG, id: bookingNumber }, { type: MESSAGES_TAG, id: bookingNumber }, BOOKING_LIST_TAG],
    }),
    cancelReservation: build.mutation<ReservationView, CancelReservationArgs>({
      query: ({ bookingNumber, acceptLateFee }) => ({
        url: RESERVATION_ROUTES.cancel(bookingNumber),
        method: 'POST',
        ...(acceptLateFee ? { body: { acceptLateFee: true } satisfies CancelBookingRequest } : {}),
      }),
      async onQueryStarted({ bookingNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(reservationApi.util.upsertQueryData('getReservation', bookingNumber, data));
        } catch {
          // The dialog shows the failure.
        }
      },
      invalidatesTags: (_result, error, { bookingNumber }) =>
        error
          ? []
          : [{ type: TIMELINE_TAG, id: bookingNumber }, { type: MESSAGES_TAG, id: bookingNumber }, BOOKING_LIST_TAG, BOOKING_COUNTS_TAG],
    }),
    // The customer's answer to a final price that waits for it (or an operator's approval once a dispute is settled).
    decideInvoice: build.mutation<
      ReservationView,
      { bookingNumber: string; decision: 'approve' } | { bookingNumber: string; decision: 'dispute'; reason: string }
    >({
      query: (args) =>
        args.decision === 'approve'
          ? { url: RESERVATION_ROUTES.approveInvoice(args.bookingNumber), method: 'POST' }
          : { url: RESERVATION_ROUTES.disputeInvoice(args.bookingNumber), method: 'POST', body: { reason: args.reason } },
      async onQueryStarted({ bookingNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(reservationApi.util.upsertQueryData('getReservation', bookingNumber, data));
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (_result, error, { bookingNumber }) => (error ? [] : [{ type: MESSAGES_TAG, id: bookingNumber }]),
    }),
    giveTip: build.mutation<ReservationView, { bookingNumber: string; tip: GiveTipRequest }>({
      query: ({ bookingNumber, tip }) => ({ url: RESERVATION_ROUTES.tip(bookingNumber), method: 'POST', body: tip }),
      async onQueryStarted({ bookingNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(reservationApi.util.upsertQueryData('getReservation', bookingNumber, data));
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: (_result, error, { bookingNumber }) => (error ? [] : [{ type: MESSAGES_TAG, id: bookingNumber }]),
    }),
    // Where to save a card: Stripe's Checkout page, which comes back to the reservation (docs/payments-by-card.md).
    startCardSetup: build.mutation<CardSetupView, { bookingNumber: string; attempt: string }>({
      query: ({ bookingNumber, attempt }) => ({
        url: RESERVATION_ROUTES.card(bookingNumber),
        method: 'POST',
        headers: { 'Idempotency-Key': attempt },
      }),
    }),
    // An object URL of the PDF (a Blob would not belong in the store): the page downloads it, then frees it.
    downloadReceipt: build.mutation<string, { bookingNumber: string; language: Language }>({
      query: ({ bookingNumber, language }) => ({
        url: `${RESERVATION_ROUTES.receipt(bookingNumber)}?lang=${language}`,
        responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
    }),
    createReview: build.mutation<BookingReviewView, CreateReviewArgs>({
      query: ({ bookingNumber, review }) => ({ url: RESERVATION_ROUTES.review(bookingNumber), method: 'POST', body: review }),
      invalidatesTags: (_result, error, { bookingNumber }) =>
        error
          ? []
          : [
              { type: RESERVATION_TAG, id: bookingNumber },
              { type: TIMELINE_TAG, id: bookingNumber },
            ],
    }),
  }),
});

export const {
  useGetReservationQuery,
  useGetTimelineQuery,
  useGetMessagesQuery,
  useSendMessageMutation,
  useMarkMessagesReadMutation,
  useRetryTranslationMutation,
  useUpdateReservationMutation,
  useCancelReservationMutation,
  useCreateReviewMutation,
  useDecideInvoiceMutation,
  useGiveTipMutation,
  useDownloadReceiptMutation,
  useStartCardSetupMutation,
} = reservationApi;
