// How live events enter the cached timeline and message lists. An event can arrive twice (the
// owner's user room and the booking's room, or the socket and a re-fetch after a POST), and
// out of order with a re-fetch, so lists are kept unique by id and in time order.

interface Dated {
  id: string;
  createdAt: string;
}

/** Adds `item` to `items` (in place, for an Immer draft) unless an entry with its id is there. */
export function appendById<T extends Dated>(items: T[], item: T): void {
  if (items.some((existing) => existing.id === item.id)) return;
  items.push(item);
  const last = items.length - 1;
  // Usually the newest; a late one is moved back to its place (stable for equal times).
  if (last > 0 && items[last - 1]!.createdAt > item.createdAt) {
    items.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  }
}

/** The payload names this booking (events of the user's other bookings also reach the socket). */
export function isForBooking(payload: { bookingNumber: string }, bookingNumber: string): boolean {
  return payload.bookingNumber === bookingNumber;
}

/**
 * A message's translation for this reader, arrived live (docs/messages.md): set on the message if
 * the list has it (a re-fetch brings it otherwise).
 */
export function setTranslation<T extends { id: string; translation?: unknown }>(
  items: T[],
  messageId: string,
  translation: T['translation'],
): void {
  const message = items.find((item) => item.id === messageId);
  if (message) message.translation = translation;
}
