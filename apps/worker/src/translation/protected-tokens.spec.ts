import { keepsProtectedTokens, protectedTokens } from './protected-tokens.js';

describe('what a translation must keep as written', () => {
  it('finds digit groups, e-mail addresses and links (without the sentence’s end)', () => {
    expect(
      protectedTokens(
        'Rendez-vous le 12/03 à 9h30 au 4512 rue Saint-Denis, H2J 1K6. Écrivez à julie.roy+hm@example.com ou voyez https://homemate.example/r/HM-2026-0042.',
      ),
    ).toEqual({
      literals: ['https://homemate.example/r/HM-2026-0042', 'julie.roy+hm@example.com', 'H2J 1K6', '4512 rue Saint-Denis'],
      digits: ['12', '03', '9', '30', '4512', '2', '1', '6'],
    });
  });

  it('finds booking numbers and postal codes whole, as written', () => {
    expect(protectedTokens('Réservation HM-2026-123456789, code postal h2x1y4 (ou H2X-1Y4).').literals).toEqual([
      'HM-2026-123456789',
      'h2x1y4',
      'H2X-1Y4',
    ]);
    // Not a booking number: too few digits, or glued to other text.
    expect(protectedTokens('HM-2026-0042 et XHM-2026-123456789').literals).toEqual([]);
  });

  it('finds street addresses in the French and the English order, up to the end of the street’s name', () => {
    const addresses = (text: string) => protectedTokens(text).literals;
    expect(addresses('Je serai au 4512, rue Saint-Denis demain matin.')).toEqual(['4512, rue Saint-Denis']);
    expect(addresses('Au 1000 ch. de la Côte-des-Neiges Ouest, app. 3')).toEqual(['1000 ch. de la Côte-des-Neiges Ouest']);
    expect(addresses('Au 55 av. du Parc ou au 12 boul. René-Lévesque E')).toEqual(['55 av. du Parc', '12 boul. René-Lévesque E']);
    expect(addresses('Le 1500 rang 4, le 5 place d’Armes, le 7 rue de l’Église et le 9 montée Saint-Michel.')).toEqual([
      '1500 rang 4',
      '5 place d’Armes',
      '7 rue de l’Église',
      '9 montée Saint-Michel',
    ]);
    expect(addresses('je suis au 123 rue st-denis demain')).toEqual(['123 rue st-denis']);
    expect(addresses('I live at 123 Main Street West, or 12 Oak Ave. or 45 3rd Avenue.')).toEqual([
      '123 Main Street West',
      '12 Oak Ave',
      '45 3rd Avenue',
    ]);
    // No street's kind, a plural, a lowercase name before an English kind: no address (their digits still count).
    expect(addresses('Il reste 2 places, 3 personnes sur place, 300 Sherbrooke.')).toEqual([]);
    // "est" after a name is a verb, not a direction.
    expect(addresses('Le 300 rue Sherbrooke est ouvert.')).toEqual(['300 rue Sherbrooke']);
  });

  it('accepts a translation with every token, whatever the number format around them', () => {
    expect(keepsProtectedTokens('Le prix est de 1 200,50 $, appelez le 514-555-0199.', 'The price is $1,200.50, call 514-555-0199.')).toBe(
      true,
    );
    expect(keepsProtectedTokens('Réservation HM-2026-000123 : à bientôt !', 'Booking HM-2026-000123: see you soon!')).toBe(true);
    expect(keepsProtectedTokens('Je viens à 14 h 30, ça fera 120,00 $.', 'I am coming at 14 h 30, it will be $120.00.')).toBe(true);
  });

  it('accepts an address, a postal code and a booking number kept as written, and rejects one changed', () => {
    expect(keepsProtectedTokens('Je suis au 123 rue Saint-Denis.', 'I am at 123 rue Saint-Denis.')).toBe(true);
    expect(keepsProtectedTokens('Je suis au 123 rue Saint-Denis.', 'I am at 123 Saint-Denis Street.')).toBe(false);
    expect(keepsProtectedTokens('I am at 123 Main Street West.', 'Je suis au 123 Main Street West.')).toBe(true);
    expect(keepsProtectedTokens('I am at 123 Main Street West.', 'Je suis au 123, rue Main Ouest.')).toBe(false);
    expect(keepsProtectedTokens('Code postal H2X 1Y4.', 'Postal code H2X 1Y4.')).toBe(true);
    expect(keepsProtectedTokens('Code postal H2X 1Y4.', 'Postal code H2X1Y4.')).toBe(false);
    expect(keepsProtectedTokens('Réservation HM-2026-123456789.', 'Booking HM-2026-123456789.')).toBe(true);
    // The same digits, but no longer the booking number.
    expect(keepsProtectedTokens('Réservation HM-2026-123456789.', 'Booking 2026-123456789.')).toBe(false);
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
