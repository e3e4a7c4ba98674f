// Socket.IO event maps shared by the API gateway and the web client, so both sides are
// type-checked against one definition. Each new kind of event is added here.
import type { ApiErrorBody } from './api-error.js';
import type { ChatJoinAck, ChatJoinRequest, ChatMessagePayload } from './chat.js';
import type { NotificationNewPayload, NotificationReadPayload } from './notifications.js';
import type { BookingTranslationPayload } from './message-translation.js';
import type { BookingMessageView, ReservationView, TimelineEventView } from './reservations.js';

/** Mounted under the API prefix so one reverse-proxy rule (`/api`) covers HTTP and websockets. */
export const SOCKET_IO_PATH = '/api/socket.io';

export interface ServerHelloPayload {
  /** ISO-8601 time on the server. */
  serverTime: string;
  /** True when the connection carried a valid access token. */
  authenticated: boolean;
  /** True when Socket.IO restored the previous session (missed events were replayed). */
  recovered: boolean;
}

export interface PongPayload {
  serverTime: string;
}

export interface ServerToClientEvents {
  'server:hello': (payload: ServerHelloPayload) => void;
  /** A handler failed; same body as an HTTP error. */
  exception: (error: ApiErrorBody) => void;
  /**
   * Booking events, sent after the change is committed to the owner's and the assigned
   * professional's `user:{id}` rooms and to the `booking:{id}` room (operators on the page). `booking:changed` carries the whole
   * reservation after a status change, an edit, an assignment or a cancellation.
   */
  'booking:changed': (payload: BookingChangedPayload) => void;
  /**
   * To every connected professional: the open jobs changed (a booking was made, taken, edited or
   * cancelled). A signal to fetch the list again, which the server filters for each pro; it
   * carries nothing about the booking.
   */
  'jobs:changed': () => void;
  /** To every connected operator: a booking was made or changed. A signal to fetch the console's lists again. */
  'console:changed': () => void;
  'booking:timeline': (payload: BookingTimelinePayload) => void;
  'booking:message': (payload: BookingMessagePayload) => void;
  /** To one reader's `user:{id}` room only: the worker translated (or could not translate) a message into their language. */
  'booking:translation': (payload: BookingTranslationPayload) => void;
  /**
   * To the `booking:{id}` room: the worker changed the booking's money (a card saved or charged, a
   * payment link, a refund, a late-change fee). A signal to read the reservation again, which the
   * server filters for each viewer; it carries nothing else.
   */
  'booking:money': (payload: BookingMoneyPayload) => void;
  /** Notification centre, to the notified user's `user:{id}` room only: a new notification and the unread count. */
  'notification:new': (payload: NotificationNewPayload) => void;
  /** To the user's room: notifications were marked read (in any of their tabs); the new unread count. */
  'notification:read': (payload: NotificationReadPayload) => void;
  /** Chat: a message of the conversation, sent to its `chat:{id}` room. */
  'chat:message': (payload: ChatMessagePayload) => void;
  /**
   * The connection's access token expires soon: answer with `auth:refresh` and a fresh token, or
   * the server closes the connection when the token expires.
   */
  'auth:renew': (payload: AuthRenewPayload) => void;
  /** Sent just before the server closes the connection of an ended session. */
  'session:ended': (payload: SessionEndedPayload) => void;
}

export interface AuthRenewPayload {
  /** ISO-8601 time at which the connection's current token expires. */
  expiresAt: string;
}

/**
 * revoked: signed out (here or elsewhere), password changed or reset, a stolen refresh token
 * detected: sign in again. expired: the token ran out without `auth:refresh`: refresh, then connect.
 */
export interface SessionEndedPayload {
  reason: 'revoked' | 'expired';
}

/** Answer to `auth:refresh`. A token of another user, or of an ended session, also closes the connection. */
export type AuthRefreshAck = { ok: true; expiresAt: string } | { ok: false; code: 'INVALID_TOKEN' | 'UNAUTHENTICATED' | 'RATE_LIMITED' };

/** Answer to any event with an acknowledgement when the connection or its user sends too many. */
export interface RateLimitedAck {
  ok: false;
  code: 'RATE_LIMITED';
}

export type BookingChangeKind = 'created' | 'updated' | 'transition' | 'cancelled' | 'reviewed';

export interface BookingChangedPayload {
  kind: BookingChangeKind;
  /**
   * The reservation as the receiving side sees it: the owner gets the customer's view, the
   * assigned professional the professional's, operators theirs (`viewer` and `can` differ).
   */
  booking: ReservationView;
}

export interface BookingTimelinePayload {
  bookingId: string;
  bookingNumber: string;
  event: TimelineEventView;
}

export interface BookingMoneyPayload {
  bookingId: string;
  bookingNumber: string;
}

export interface BookingMessagePayload {
  bookingId: string;
  bookingNumber: string;
  message: BookingMessageView;
}

/** Answer to `booking:join`: ok, or not found (also for a booking the socket may not see). */
export type BookingJoinAck =
  { ok: true; bookingId: string } | { ok: false; code: 'BOOKING_NOT_FOUND' | 'UNAUTHENTICATED' | 'RATE_LIMITED' };

export interface ClientToServerEvents {
  ping: (ack: (reply: PongPayload) => void) => void;
  /** Follow one booking (the reservation page). Joins `booking:{id}` only if the user may see it. */
  'booking:join': (payload: { bookingNumber: string }, ack: (reply: BookingJoinAck) => void) => void;
  'booking:leave': (payload: { bookingNumber: string }) => void;
  /** Follow the chat conversation (the widget). Joins `chat:{id}` only with the token the API gave its owner. */
  'chat:join': (payload: ChatJoinRequest, ack: (reply: ChatJoinAck) => void) => void;
  /** Hands the connection a fresh access token of the same user (after a refresh, or on `auth:renew`). */
  'auth:refresh': (payload: { token: string }, ack: (reply: AuthRefreshAck) => void) => void;
}

/** Reasons sent in a `connect_error` when the server refuses a connection. */
export const SocketConnectError = {
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** The page that opened the connection is not one of ours (PUBLIC_URL or SOCKET_ALLOWED_ORIGINS). */
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
} as const;
export type SocketConnectError = (typeof SocketConnectError)[keyof typeof SocketConnectError];

/** A signed-in user's own room, joined at connection. */
export const userRoom = (userId: string): string => `user:${userId}`;
export const bookingRoom = (bookingId: string): string => `booking:${bookingId}`;
/** Every connected professional: told when the open jobs change (a new booking, one taken or cancelled). */
export const PROS_ROOM = 'pros';
/** Every connected operator: told when any booking is made or changes (the console's lists). */
export const OPERATORS_ROOM = 'operators';
