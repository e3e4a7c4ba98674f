import { detectConversationService, getService, type ServiceId } from '@hm/catalog';
import { replyOffersBooking, type ChatMessageView, type Language } from '@hm/contracts';

export type BookingOffer = { offered: false } | { offered: true; serviceId: ServiceId | null };

/**
 * The 'Book a professional' button goes under an assistant reply that mentions
 * 'professionnel', 'expert' or 'spécialiste' (their English counterparts on the English site).
 * It opens the booking on the category the conversation so far names, when that category can be
 * booked now; else on the category picker. Error texts never get it.
 */
export function bookingOfferFor(messages: readonly ChatMessageView[], index: number, locale: Language): BookingOffer {
  const message = messages[index];
  if (!message || message.role !== 'assistant' || message.status !== 'done' || !replyOffersBooking(message.content, locale))
    return { offered: false };
  const detected = detectConversationService(messages.slice(0, index + 1));
  const serviceId = detected && getService(detected).availability === 'available' ? detected : null;
  return { offered: true, serviceId };
}
