import { detectMessageLanguage } from './message-language.js';

describe('the language of a booking message', () => {
  it('finds French and English sentences', () => {
    expect(detectMessageLanguage('Bonjour, pouvez-vous venir demain à 14h ?')).toBe('fr');
    expect(detectMessageLanguage('Le robinet de la cuisine fuit depuis hier soir.')).toBe('fr');
    expect(detectMessageLanguage('Hi, can you come tomorrow at 2pm?')).toBe('en');
    expect(detectMessageLanguage('The kitchen faucet has been leaking since last night.')).toBe('en');
  });

  it('leaves short messages alone', () => {
    for (const text of ['ok', 'merci!', '👍', 'Yes', 'Parfait', '10 h 30 ?']) expect(detectMessageLanguage(text)).toBeNull();
  });

  it('leaves a message in neither language alone', () => {
    expect(detectMessageLanguage('Hola, ¿puedes venir mañana por la mañana?')).toBeNull();
  });
});
