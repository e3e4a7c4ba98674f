import { getService, type Service } from '@hm/catalog';
import { bookingDateProblem, type ChatMessageView } from '@hm/contracts';

export type ReplyAction =
  | { kind: 'book'; serviceId: string | null; date: string | null }
  /** A coming-soon service: the waitlist's "Notify me". */
  | { kind: 'notify'; service: Service };

/**
 * The button under an assistant reply, from the suggestion the worker stored with it
 * (docs/assistant.md): the booking wizard, on a service and maybe a day, or "Notify me" for a
 * service not open yet. The catalogue decides at `now`, as the reply may be days old: a service
 * that opened since is booked, never a coming-soon one; a day the wizard no longer offers is left
 * out. Error texts and the visitor's own messages get nothing.
 */
export function replyActionFor(message: ChatMessageView, now: Date): ReplyAction | null {
  const { suggestion } = message;
  if (message.role !== 'assistant' || message.status !== 'done' || suggestion === null) return null;
  const service = suggestion.serviceId === null ? undefined : getService(suggestion.serviceId);
  if (!service) return suggestion.kind === 'book' ? { kind: 'book', serviceId: null, date: null } : null;
  if (service.availability !== 'available') return { kind: 'notify', service };
  const date =
    suggestion.kind === 'book' && suggestion.date !== null && bookingDateProblem(suggestion.date, now) === null ? suggestion.date : null;
  return { kind: 'book', serviceId: service.id, date };
}
