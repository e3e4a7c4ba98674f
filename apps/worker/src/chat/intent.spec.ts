import { describe, expect, it } from '@jest/globals';
import { assistantIntent, modelReplySuggestion, suggestionFor } from './intent.js';

// Thursday 3 December 2026, 10:00 in Montreal.
const NOW = new Date('2026-12-03T15:00:00Z');
const intent = (text: string, language: 'fr' | 'en' = 'en', now = NOW) => assistantIntent(text, language, now);

describe('the assistant intent', () => {
  it('books an open service, on the day asked when the wizard can take it', () => {
    expect(intent('I need a cleaner next Tuesday')).toEqual({
      kind: 'book',
      serviceId: 'cleaning',
      day: { date: '2026-12-08', problem: null },
    });
    expect(intent('un ménage mardi prochain', 'fr')).toEqual({
      kind: 'book',
      serviceId: 'cleaning',
      day: { date: '2026-12-08', problem: null },
    });
    expect(intent('Déménagement le 1er juillet', 'fr')).toMatchObject({ kind: 'book', day: { date: '2027-07-01', problem: 'too_far' } });
    expect(intent('Can a plumber come on November 30?')).toMatchObject({ kind: 'book', day: { date: '2026-11-30', problem: 'past' } });
    expect(intent('My toilet keeps running, can someone come fix it?')).toMatchObject({ kind: 'book', serviceId: 'plumbing' });
  });

  it('reads "tomorrow" from the Montreal day of the message near midnight UTC', () => {
    // 22:30 on Thursday in Montreal, already Friday in UTC.
    const late = new Date('2026-12-04T03:30:00Z');
    expect(suggestionFor(intent('a cleaner tomorrow', 'en', late))).toEqual({ kind: 'book', serviceId: 'cleaning', date: '2026-12-04' });
  });

  it('gives prices of an open service, with the same button', () => {
    const price = intent('How much does a deep cleaning cost?');
    expect(price).toEqual({ kind: 'price', serviceId: 'cleaning', day: null });
    expect(suggestionFor(price)).toEqual({ kind: 'book', serviceId: 'cleaning', date: null });
  });

  it('never books a coming-soon service, even for a price or a day: it offers to be told', () => {
    for (const text of ['I need an electrician tomorrow', 'Combien coûte un électricien ?', 'peintre pour mon salon']) {
      const read = intent(text, 'fr');
      expect(read.kind).toBe('comingSoon');
      expect(suggestionFor(read)?.kind).toBe('notify');
    }
  });

  it('says a trade is not offered before any service its words name, with no button', () => {
    expect(intent('do you do roof repair?')).toEqual({ kind: 'notOffered', trade: 'roofing' });
    expect(intent('pool cleaning service?')).toEqual({ kind: 'notOffered', trade: 'pool' });
    expect(suggestionFor(intent('Réparation de toiture', 'fr'))).toBeNull();
  });

  it('answers a rule from the FAQ even when the question names a service', () => {
    expect(intent("Can I cancel my cleaning if I'm sick?")).toEqual({ kind: 'faq', id: 'cancel' });
    expect(intent('Les taxes sont-elles incluses ?', 'fr')).toEqual({ kind: 'faq', id: 'taxes' });
  });

  it('finds the FAQ entry through the other language when the visitor writes it', () => {
    expect(intent('Comment annuler ma réservation ?', 'en')).toEqual({ kind: 'faq', id: 'cancel' });
  });

  it('puts a danger first and keeps what the rest asks', () => {
    const smoke = intent('Il y a de la fumée qui sort de la prise', 'fr');
    expect(smoke).toEqual({ kind: 'safety', emergencies: ['burning'], then: { kind: 'comingSoon', serviceId: 'electrical' } });
    expect(suggestionFor(intent('Ça sent le gaz dans ma cuisine', 'fr'))).toBeNull();
  });

  it('reads nothing into a greeting', () => {
    expect(intent('Hello!')).toEqual({ kind: 'none' });
  });
});

describe("a model reply's button", () => {
  it("is the intent's, whatever the model wrote", () => {
    const electrician = intent('I need an electrician');
    expect(modelReplySuggestion(electrician, 'Book a professional electrician now!', [], 'en')).toEqual({
      kind: 'notify',
      serviceId: 'electrical',
    });
    expect(modelReplySuggestion(intent('do you do roof repair?'), 'A professional roofer can help.', [], 'en')).toBeNull();
    expect(modelReplySuggestion(intent('I need a cleaner next Tuesday'), 'Sure.', [], 'en')).toEqual({
      kind: 'book',
      serviceId: 'cleaning',
      date: '2026-12-08',
    });
  });

  it('follows the conversation when the question asks nothing in particular but the model recommends a professional', () => {
    const turns = [{ role: 'user' as const, content: 'Ma toilette coule' }];
    const none = intent('Que me conseillez-vous ?', 'fr');
    expect(modelReplySuggestion(none, 'Un professionnel pourra la réparer.', turns, 'fr')).toEqual({
      kind: 'book',
      serviceId: 'plumbing',
      date: null,
    });
    const painting = [{ role: 'user' as const, content: 'Mon plafond est à repeindre, un peintre ?' }];
    expect(modelReplySuggestion(none, 'Un professionnel pourra vous aider.', painting, 'fr')).toEqual({
      kind: 'notify',
      serviceId: 'painting',
    });
    expect(modelReplySuggestion(none, 'Un professionnel pourra vous aider.', [], 'fr')).toEqual({
      kind: 'book',
      serviceId: null,
      date: null,
    });
    expect(modelReplySuggestion(none, 'Bonne journée.', turns, 'fr')).toBeNull();
  });
});
