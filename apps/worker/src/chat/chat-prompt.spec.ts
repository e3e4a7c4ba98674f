import { resources } from '@hm/i18n';
import { completionMessages, systemPrompt } from './chat-prompt.js';

// Thursday 3 December 2026, 22:30 in Montreal (already the 4th in UTC).
const NOW = new Date('2026-12-04T03:30:00Z');

describe('chat prompt (SPEC §7)', () => {
  it('demands perfect French, « vous », short sentences, safety first, a professional and the fixed greeting', () => {
    const prompt = systemPrompt('fr', NOW);
    expect(prompt).toContain('français parfait');
    expect(prompt).toContain('« vous »');
    expect(prompt).toContain('phrases courtes');
    expect(prompt).toContain('sécurité passe avant tout');
    expect(prompt).toContain('faire appel à un professionnel');
    expect(prompt).toContain(resources.fr.chat.greeting);
    expect(prompt).not.toContain('anglais');
  });

  it('asks for English replies on the English site', () => {
    expect(systemPrompt('en', NOW)).toContain('répondez-lui en anglais');
    expect(systemPrompt('en', NOW)).toContain(resources.en.chat.greeting);
  });

  it('names the services open now and those coming soon, never to be booked, the trades not offered, and the Montreal day', () => {
    const prompt = systemPrompt('fr', NOW);
    expect(prompt).toContain("Services que l'on peut réserver maintenant : homme à tout faire, plomberie, ménage et déménagement.");
    expect(prompt).toContain(
      'Services à venir, qui ne peuvent pas encore être réservés : électricité, peinture, aménagement paysager et bien-être. Ne proposez jamais de les réserver',
    );
    expect(prompt).toContain('les travaux de toiture, le déneigement');
    expect(prompt).toContain("dites simplement que HomeMate ne l'offre pas");
    expect(prompt).toContain('Nous sommes le jeudi 3 décembre à Montréal.');
  });

  it('sends the system prompt, then the conversation without the error texts', () => {
    const messages = completionMessages(
      'fr',
      [
        { role: 'user', content: 'Bonjour', failed: true },
        { role: 'assistant', content: 'Un problème technique est survenu.', failed: true },
        { role: 'user', content: "J'ai une fuite", failed: false },
      ],
      NOW,
    );
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(messages[2]).toEqual({ role: 'user', content: "J'ai une fuite" });
  });
});
