import { detectConversationService, servicesMentioned, textTokens } from './service-detection.js';

describe('textTokens', () => {
  it('folds accents and case and splits on apostrophes and hyphens', () => {
    expect(textTokens("J'ai une FUITE sous l’évier du lave-vaisselle")).toEqual([
      'j',
      'ai',
      'une',
      'fuite',
      'sous',
      'l',
      'evier',
      'du',
      'lave',
      'vaisselle',
    ]);
  });
});

describe('servicesMentioned', () => {
  it('finds plumbing in a French leak question, with plurals and without accents', () => {
    expect(servicesMentioned("J'ai une fuite sous l'évier").map((s) => s.id)).toEqual(['plumbing']);
    expect(servicesMentioned('Plusieurs fuites au sous-sol').map((s) => s.id)).toEqual(['plumbing']);
    expect(servicesMentioned('mon robinet coule, il faut un plombier').map((s) => s.id)[0]).toBe('plumbing');
    expect(servicesMentioned("L'évier fuit").map((s) => s.id)).toEqual(['plumbing']);
  });

  it('finds English words and multi-word keywords', () => {
    expect(servicesMentioned('My water heater is broken').map((s) => s.id)).toContain('plumbing');
    expect(servicesMentioned('My kitchen sink is leaking').map((s) => s.id)).toEqual(['plumbing']);
    expect(servicesMentioned('The pipes leaked').map((s) => s.id)).toEqual(['plumbing']);
    expect(servicesMentioned('I need an electrician for a breaker').map((s) => s.id)).toEqual(['electrical']);
    expect(servicesMentioned('On a eu un dégât d’eau').map((s) => s.id)).toContain('plumbing');
  });

  it('ranks the service with the most mentions first and ignores unrelated text', () => {
    expect(servicesMentioned('une prise, un disjoncteur et une fuite').map((s) => s.id)).toEqual(['electrical', 'plumbing']);
    expect(servicesMentioned('Bonjour, quels sont vos tarifs ?')).toEqual([]);
    // A longer word that only starts like a keyword is not that keyword.
    expect(servicesMentioned('mon portefeuille').map((s) => s.id)).not.toContain('handyman');
  });
});

describe('detectConversationService', () => {
  it("prefers the visitor's latest message that names a service", () => {
    expect(
      detectConversationService([
        { role: 'user', content: 'Je veux repeindre un mur' },
        { role: 'assistant', content: 'Un peintre professionnel peut vous aider.' },
        { role: 'user', content: "Et aussi j'ai une fuite sous l'évier" },
        { role: 'assistant', content: 'Appelez un expert.' },
      ]),
    ).toBe('plumbing');
  });

  it('falls back to earlier messages, then to the replies, then to null', () => {
    expect(
      detectConversationService([
        { role: 'user', content: 'Mon disjoncteur saute' },
        { role: 'assistant', content: 'Coupez le courant.' },
        { role: 'user', content: 'Merci, que faire ensuite ?' },
      ]),
    ).toBe('electrical');
    expect(
      detectConversationService([
        { role: 'user', content: 'Bonjour' },
        { role: 'assistant', content: 'Un déménageur peut vous aider.' },
      ]),
    ).toBe('moving');
    expect(detectConversationService([{ role: 'user', content: 'Bonjour' }])).toBeNull();
  });
});
