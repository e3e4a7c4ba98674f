import type { ChatMessageView } from '@hm/contracts';
import { bookingOfferFor } from './booking-offer';

let n = 0;
const turn = (role: 'user' | 'assistant', content: string, status: ChatMessageView['status'] = 'done'): ChatMessageView => ({
  id: `m${(n += 1)}`,
  role,
  content,
  status,
  errorKind: status === 'failed' ? 'technical' : null,
  source: role === 'assistant' ? 'model' : null,
  suggestion: null,
  createdAt: new Date(Date.UTC(2026, 10, 21, 10, 0, n)).toISOString(),
});

describe('bookingOfferFor', () => {
  it('offers plumbing under a reply recommending a professional for a leak', () => {
    const messages = [turn('user', "J'ai une fuite sous l'évier"), turn('assistant', 'Fermez la valve et appelez un professionnel.')];
    expect(bookingOfferFor(messages, 1, 'fr')).toEqual({ offered: true, serviceId: 'plumbing' });
    // Not under the visitor's own message.
    expect(bookingOfferFor(messages, 0, 'fr')).toEqual({ offered: false });
  });

  it('offers the picker when no bookable category is named', () => {
    const general = [turn('user', 'Pouvez-vous m’aider ?'), turn('assistant', 'Un spécialiste vous rappellera.')];
    expect(bookingOfferFor(general, 1, 'fr')).toEqual({ offered: true, serviceId: null });
    // Electrical work is not bookable yet (coming soon).
    const electrical = [turn('user', 'Mon disjoncteur saute'), turn('assistant', 'Call a licensed professional electrician.')];
    expect(bookingOfferFor(electrical, 1, 'en')).toEqual({ offered: true, serviceId: null });
  });

  it('offers nothing for replies without the words, for error texts, or in the other language', () => {
    expect(bookingOfferFor([turn('user', 'fuite'), turn('assistant', "Fermez l'eau.")], 1, 'fr')).toEqual({ offered: false });
    expect(bookingOfferFor([turn('user', 'fuite'), turn('assistant', 'Un professionnel...', 'failed')], 1, 'fr')).toEqual({
      offered: false,
    });
    expect(bookingOfferFor([turn('user', 'leak'), turn('assistant', 'Appelez un professionnel.')], 1, 'en')).toEqual({ offered: false });
  });
});
