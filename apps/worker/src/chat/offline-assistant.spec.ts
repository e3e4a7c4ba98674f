import { describe, expect, it } from '@jest/globals';
import { resources } from '@hm/i18n';
import { offlineReply } from './offline-assistant.js';

// Thursday 3 December 2026, 10:00 in Montreal.
const NOW = new Date('2026-12-03T15:00:00Z');
const fr = resources.fr.chat.offline;
const en = resources.en.chat.offline;

describe('offline assistant', () => {
  it('answers a leak under the sink with plumbing, its from-prices, and a professional with the booking button', () => {
    const reply = offlineReply("J'ai une fuite sous l'évier", 'fr', NOW);
    expect(reply.suggestion).toEqual({ kind: 'book', serviceId: 'plumbing', date: null });
    expect(reply.content.startsWith(fr.notice)).toBe(true);
    expect(reply.content).toContain('Plomberie, à partir de 90\u00a0$');
    expect(reply.content).toContain('Réparation de fuites (À partir de 120\u00a0$)');
    expect(reply.content).toContain(fr.recommend);
  });

  it('answers in English with English prices', () => {
    const reply = offlineReply('My kitchen faucet is leaking', 'en', NOW);
    expect(reply.suggestion).toEqual({ kind: 'book', serviceId: 'plumbing', date: null });
    expect(reply.content).toContain("I'm the HomeMate offline assistant");
    expect(reply.content).toContain('Plumbing, from $90');
    expect(reply.content).toMatch(/Faucet installation \(From \$150\)|Leak repair \(From \$120\)/);
  });

  it('opens the wizard on the day asked, and says so', () => {
    const en1 = offlineReply('I need a cleaner next Tuesday', 'en', NOW);
    expect(en1.suggestion).toEqual({ kind: 'book', serviceId: 'cleaning', date: '2026-12-08' });
    expect(en1.content).toContain('The booking form will open on Tuesday, December 8: you choose the time there.');
    const fr1 = offlineReply('Un ménage mardi prochain', 'fr', NOW);
    expect(fr1.suggestion).toEqual({ kind: 'book', serviceId: 'cleaning', date: '2026-12-08' });
    expect(fr1.content).toContain('Le formulaire de réservation s’ouvrira au mardi 8 décembre\u00a0: vous y choisirez l’heure.');
  });

  it('says briefly why a day outside the 30 days is not carried, and opens the wizard without it', () => {
    const far = offlineReply('Déménagement le 1er juillet', 'fr', NOW);
    expect(far.suggestion).toEqual({ kind: 'book', serviceId: 'moving', date: null });
    expect(far.content).toContain(
      'Les réservations ouvrent 30 jours à l’avance\u00a0: le jeudi 1 juillet 2027 ne peut pas encore être choisi.',
    );
    const past = offlineReply('Can a plumber come on November 30?', 'en', NOW);
    expect(past.suggestion).toEqual({ kind: 'book', serviceId: 'plumbing', date: null });
    expect(past.content).toContain('Monday, November 30 has already passed: choose a day in the booking form.');
  });

  it('says a coming-soon service is coming soon and offers to be told, never to book it', () => {
    const reply = offlineReply('I need an electrician', 'en', NOW);
    expect(reply.suggestion).toEqual({ kind: 'notify', serviceId: 'electrical' });
    expect(reply.content).toBe(
      `${en.notice}\n\nElectrical is coming soon on HomeMate: it cannot be booked yet. Choose “Notify me” below and we will write to you once, when a professional offers it in your area.`,
    );
    expect(reply.content).not.toContain(en.recommend);
    const painting = offlineReply('peintre pour mon salon', 'fr', NOW);
    expect(painting.suggestion).toEqual({ kind: 'notify', serviceId: 'painting' });
    expect(painting.content).toContain('Le service Peinture arrive bientôt sur HomeMate\u00a0: il ne peut pas encore être réservé.');
  });

  it('says plainly that a trade is not offered, lists what is, and proposes nothing', () => {
    const reply = offlineReply('do you do roof repair?', 'en', NOW);
    expect(reply.suggestion).toBeNull();
    expect(reply.content).toBe(
      `${en.notice}\n\nHomeMate does not offer roofing.\n\nYou can book: Handyman, Plumbing, Cleaning and Moving. Coming soon: Electrical, Painting, Landscaping and Well-being.`,
    );
    const frReply = offlineReply('Réparation de toiture ?', 'fr', NOW);
    expect(frReply.suggestion).toBeNull();
    expect(frReply.content).toContain('HomeMate n’offre pas les travaux de toiture.');
    expect(frReply.content).toContain(
      'Vous pouvez réserver\u00a0: Homme à tout faire, Plomberie, Ménage et Déménagement. Bientôt offerts\u00a0: Électricité, Peinture, Aménagement paysager et Bien-être.',
    );
  });

  it('gives prices with the note that they are starting prices, and the booking button', () => {
    const reply = offlineReply('Combien coûte un plombier ?', 'fr', NOW);
    expect(reply.suggestion).toEqual({ kind: 'book', serviceId: 'plumbing', date: null });
    expect(reply.content).toContain('Plomberie, à partir de 90\u00a0$');
    expect(reply.content).toContain(fr.priceNote);
  });

  it('answers a FAQ question without offering a booking, and says so politely when nothing matches', () => {
    const taxes = offlineReply('Est-ce que les taxes sont incluses ?', 'fr', NOW);
    expect(taxes.suggestion).toBeNull();
    expect(taxes.content).toContain(resources.fr.faq.groups.customers.items.find((item) => item.id === 'taxes')!.answer);
    const cancel = offlineReply("Can I cancel my cleaning if I'm sick?", 'en', NOW);
    expect(cancel.suggestion).toBeNull();
    expect(cancel.content).toContain(resources.en.faq.groups.customers.items.find((item) => item.id === 'cancel')!.answer);
    const nothing = offlineReply('Quelle est la capitale de la Mongolie ?', 'fr', NOW);
    expect(nothing).toEqual({ content: `${fr.notice}\n\n${fr.noMatch}`, suggestion: null });
  });

  it('puts what to do now first, then answers the rest of the question', () => {
    const reply = offlineReply('Il y a de la fumée qui sort de la prise', 'fr', NOW);
    expect(reply.content.indexOf('911')).toBeLessThan(reply.content.indexOf(fr.notice));
    expect(reply.suggestion).toEqual({ kind: 'notify', serviceId: 'electrical' });
  });
});
