import { keepsProtectedTokens, protectedTokens } from './protected-tokens.js';

describe('what a translation must keep as written', () => {
  it('finds digit groups, e-mail addresses and links (without the sentence’s end)', () => {
    expect(
      protectedTokens(
        'Rendez-vous le 12/03 à 9h30 au 4512 rue Saint-Denis, H2J 1K6. Écrivez à julie.roy+hm@example.com ou voyez https://homemate.example/r/HM-2026-0042.',
      ),
    ).toEqual({
      literals: ['https://homemate.example/r/HM-2026-0042', 'julie.roy+hm@example.com'],
      digits: ['12', '03', '9', '30', '4512', '2', '1', '6'],
    });
  });

  it('accepts a translation with every token, whatever the number format around them', () => {
    expect(keepsProtectedTokens('Le prix est de 1 200,50 $, appelez le 514-555-0199.', 'The price is $1,200.50, call 514-555-0199.')).toBe(
      true,
    );
    expect(keepsProtectedTokens('Réservation HM-2026-000123 : à bientôt !', 'Booking HM-2026-000123: see you soon!')).toBe(true);
  });

  it('rejects a changed or missing number, a repeated one given once, a lost e-mail or link', () => {
    expect(keepsProtectedTokens('Ça coûte 120 $.', 'It costs $130.')).toBe(false);
    expect(keepsProtectedTokens('Je viens à 14 h 30.', 'I will come at 2:30 PM.')).toBe(false);
    expect(keepsProtectedTokens('Unités 5 et 5 bis.', 'Units 5 and 5A.')).toBe(true);
    expect(keepsProtectedTokens('Unités 5 et 5.', 'Units 5 and five.')).toBe(false);
    expect(keepsProtectedTokens('Écrivez à julie@example.com.', 'Write to julie at example dot com.')).toBe(false);
    expect(keepsProtectedTokens('Voyez https://x.example/a.', 'See the site.')).toBe(false);
  });
});
