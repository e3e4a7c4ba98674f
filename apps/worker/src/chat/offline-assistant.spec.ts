import { replyOffersBooking } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { offlineReply, queryTerms, searchFaq } from './offline-assistant.js';

describe('offline assistant', () => {
  it('drops empty words and folds accents and plurals', () => {
    expect(queryTerms('Comment annuler mes réservations ?')).toEqual(['annuler', 'reservation']);
  });

  it('finds the FAQ answer a question is about, in each language', () => {
    expect(searchFaq('Les taxes TPS et TVQ sont-elles incluses ?', 'fr')[0]?.id).toBe('taxes');
    expect(searchFaq('Can I cancel my booking?', 'en')[0]?.id).toBe('cancel');
    expect(searchFaq('Les professionnels sont-ils vérifiés ?', 'fr')[0]?.id).toBe('verified-pros');
    expect(searchFaq('Bonjour', 'fr')).toEqual([]);
  });

  it('answers a leak under the sink with plumbing, its from-prices, and a professional (so the booking button shows)', () => {
    const reply = offlineReply("J'ai une fuite sous l'évier", 'fr');
    expect(reply.serviceId).toBe('plumbing');
    expect(reply.content.startsWith(resources.fr.chat.offline.notice)).toBe(true);
    expect(reply.content).toContain('Plomberie, à partir de 90\u00a0$');
    expect(reply.content).toContain('Réparation de fuites (À partir de 120\u00a0$)');
    expect(replyOffersBooking(reply.content, 'fr')).toBe(true);
  });

  it('answers in English with English prices', () => {
    const reply = offlineReply('My kitchen faucet is leaking', 'en');
    expect(reply.serviceId).toBe('plumbing');
    expect(reply.content).toContain("I'm the HomeMate offline assistant");
    expect(reply.content).toContain('Plumbing, from $90');
    expect(reply.content).toMatch(/Faucet installation \(From \$150\)|Leak repair \(From \$120\)/);
    expect(replyOffersBooking(reply.content, 'en')).toBe(true);
  });

  it('answers a FAQ question without offering a booking, and says so politely when nothing matches', () => {
    const taxes = offlineReply('Est-ce que les taxes sont incluses ?', 'fr');
    expect(taxes.serviceId).toBeNull();
    expect(taxes.content).toContain(resources.fr.faq.groups.customers.items.find((item) => item.id === 'taxes')!.answer);
    const nothing = offlineReply('Quelle est la capitale de la Mongolie ?', 'fr');
    expect(nothing.content).toContain(resources.fr.chat.offline.noMatch);
    expect(replyOffersBooking(nothing.content, 'fr')).toBe(false);
  });
});
