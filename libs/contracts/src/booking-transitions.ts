// The one state machine of a booking, also used by the professional app (docs/booking-statuses.md).
// A booking has a commercial status and a timeline status (booking-status.ts); every action moves
// both together, so they can never disagree. The API enforces it; the web uses it to decide which
// buttons to show.
import { BookingStatus, TimelineStatus } from './booking-status.js';

export const BookingAction = {
  /** A professional takes the job (an operator assigns one, or a pro accepts it). */
  Assign: 'assign',
  /** The professional is on the way, with an estimated arrival. */
  EnRoute: 'en_route',
  Start: 'start',
  Complete: 'complete',
  Cancel: 'cancel',
} as const;
export type BookingAction = (typeof BookingAction)[keyof typeof BookingAction];

export const BOOKING_ACTIONS: readonly BookingAction[] = Object.values(BookingAction);

/** Who acts, as the API sees it (the owner of the booking, its assigned pro, or an operator). */
export type BookingActor = 'customer' | 'professional' | 'admin';

export interface BookingState {
  status: BookingStatus;
  timelineStatus: TimelineStatus;
}

interface TransitionRule {
  from: BookingState;
  to: BookingState;
  actors: readonly BookingActor[];
}

const state = (status: BookingStatus, timelineStatus: TimelineStatus): BookingState => ({ status, timelineStatus });

const waiting = state(BookingStatus.Pending, TimelineStatus.WaitingForPro);
const assigned = state(BookingStatus.Confirmed, TimelineStatus.ProAssigned);
const enRoute = state(BookingStatus.Confirmed, TimelineStatus.EnRoute);
const working = state(BookingStatus.InProgress, TimelineStatus.InProgress);
const done = state(BookingStatus.Completed, TimelineStatus.Completed);

// Cancelling keeps the timeline status where it was (the cancelled panel replaces the timeline).
const TRANSITIONS: Record<BookingAction, readonly TransitionRule[]> = {
  [BookingAction.Assign]: [
    { from: waiting, to: assigned, actors: ['admin', 'professional'] },
    // An operator gives an assigned job to another pro (the operators' day view) before it starts.
    { from: assigned, to: assigned, actors: ['admin'] },
  ],
  [BookingAction.EnRoute]: [{ from: assigned, to: enRoute, actors: ['admin', 'professional'] }],
  [BookingAction.Start]: [
    { from: enRoute, to: working, actors: ['admin', 'professional'] },
    // A pro who lives next door may start without an en-route step.
    { from: assigned, to: working, actors: ['admin', 'professional'] },
  ],
  [BookingAction.Complete]: [{ from: working, to: done, actors: ['admin', 'professional'] }],
  [BookingAction.Cancel]: [
    { from: waiting, to: state(BookingStatus.Cancelled, TimelineStatus.WaitingForPro), actors: ['customer', 'admin'] },
    { from: assigned, to: state(BookingStatus.Cancelled, TimelineStatus.ProAssigned), actors: ['customer', 'admin'] },
    { from: enRoute, to: state(BookingStatus.Cancelled, TimelineStatus.EnRoute), actors: ['customer', 'admin'] },
  ],
};

const same = (a: BookingState, b: BookingState): boolean => a.status === b.status && a.timelineStatus === b.timelineStatus;

/**
 * The state after `action`, or null when the action is not allowed from `current` for `actor`
 * (a wrong order, a finished or cancelled booking, or an actor who may not do it).
 */
export function nextBookingState(current: BookingState, action: BookingAction, actor: BookingActor): BookingState | null {
  const rule = TRANSITIONS[action].find((candidate) => same(candidate.from, current));
  if (!rule || !rule.actors.includes(actor)) return null;
  return rule.to;
}

/** The actions `actor` may take now, in the order a job moves. */
export function allowedBookingActions(current: BookingState, actor: BookingActor): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => nextBookingState(current, action, actor) !== null);
}

export function isBookingAction(value: unknown): value is BookingAction {
  return typeof value === 'string' && (BOOKING_ACTIONS as readonly string[]).includes(value);
}
