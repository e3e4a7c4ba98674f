import { resources } from '@hm/i18n';
import { completionMessages, systemPrompt } from './chat-prompt.js';

describe('chat prompt (SPEC §7)', () => {
  it('demands perfect French, « vous », short sentences, safety first, a professional and the fixed greeting', () => {
    const prompt = systemPrompt('fr');
    expect(prompt).toContain('français parfait');
    expect(prompt).toContain('« vous »');
    expect(prompt).toContain('phrases courtes');
    expect(prompt).toContain('sécurité passe avant tout');
    expect(prompt).toContain('faire appel à un professionnel');
    expect(prompt).toContain(resources.fr.chat.greeting);
    expect(prompt).not.toContain('anglais');
  });

  it('asks for English replies on the English site', () => {
    expect(systemPrompt('en')).toContain('répondez-lui en anglais');
    expect(systemPrompt('en')).toContain(resources.en.chat.greeting);
  });

  it('sends the system prompt, then the conversation without the error texts', () => {
    const messages = completionMessages('fr', [
      { role: 'user', content: 'Bonjour', failed: true },
      { role: 'assistant', content: 'Un problème technique est survenu.', failed: true },
      { role: 'user', content: "J'ai une fuite", failed: false },
    ]);
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(messages[2]).toEqual({ role: 'user', content: "J'ai une fuite" });
  });
});
