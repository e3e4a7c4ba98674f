import { describe, expect, it } from '@jest/globals';
import { offlineReply } from './offline-assistant.js';
import { emergenciesIn, safetyAdvice, withSafetyFirst, type Emergency } from './safety-first.js';

// How people describe a danger at home, in both languages, and questions that only look like one.
const DANGERS: [string, Emergency][] = [
  ['Ça sent le gaz dans ma cuisine', 'gas'],
  ['Il y a une odeur de gaz près de la cuisinière', 'gas'],
  ['Je pense avoir une fuite de gaz', 'gas'],
  ['I smell gas in the basement', 'gas'],
  ['There is a gas leak near my stove, what do I do?', 'gas'],
  ['Mon détecteur de CO sonne sans arrêt', 'carbon_monoxide'],
  ['Je crains une intoxication au monoxyde de carbone', 'carbon_monoxide'],
  ['My CO alarm keeps beeping', 'carbon_monoxide'],
  ['Carbon monoxide detector went off', 'carbon_monoxide'],
  ['Odeur de brûlé qui vient du panneau électrique', 'burning'],
  ['Il y a de la fumée qui sort de la prise', 'burning'],
  ['Burning smell from an outlet in the bedroom', 'burning'],
  ['There is smoke coming from my dryer', 'burning'],
  ['Ma prise fait des étincelles quand je branche le grille-pain', 'sparks'],
  ['The light switch is sparking', 'sparks'],
  ['Sparks from the electrical panel!', 'sparks'],
  ['Mon sous-sol est inondé et l’eau touche le panneau électrique', 'water_near_electricity'],
  ['Flooded basement, water is near the outlets', 'water_near_electricity'],
  ['Water is dripping on the breaker panel', 'water_near_electricity'],
];

const ORDINARY = [
  'Installer une cuisinière au gaz',
  'How much for a gas fireplace installation?',
  'Installez-vous des détecteurs de fumée?',
  'Can you install a smoke detector?',
  'Entretien du brûleur de ma fournaise',
  'Mon chauffe-eau électrique fuit',
  'My electric water heater is leaking',
  'I need a cleaner next Tuesday',
  'Combien coûte une réparation de fuite sous l’évier?',
  'Do you do roof repair?',
  'Changer une prise électrique dans la cuisine',
  'Replace spark plugs on my lawn mower',
];

describe('safety first', () => {
  it.each(DANGERS)('knows "%s" for a danger (%s)', (message, emergency) => {
    expect(emergenciesIn(message)).toContain(emergency);
  });

  it.each(ORDINARY)('takes "%s" for an ordinary question', (message) => {
    expect(emergenciesIn(message)).toEqual([]);
  });

  it('says what to do now in the person’s language, with the numbers to call', () => {
    const fr = safetyAdvice(['gas'], 'fr');
    expect(fr).toMatch(/^⚠️ La sécurité d’abord/);
    expect(fr).toContain('911');
    expect(fr).toContain('Énergir');
    expect(fr).toContain('1 800 361-8003');
    const en = safetyAdvice(['water_near_electricity'], 'en');
    expect(en).toMatch(/^⚠️ Safety first/);
    expect(en).toContain('Hydro-Québec at 1 800 790-2424');
    expect(safetyAdvice([], 'en')).toBe('');
  });

  it('puts the advice before any answer, offline or from the model, and leaves other answers alone', () => {
    const offline = offlineReply('I smell gas near the water heater', 'en', new Date()).content;
    expect(offline.indexOf('911')).toBeGreaterThanOrEqual(0);
    expect(offline.indexOf('911')).toBeLessThan(offline.indexOf('offline assistant'));
    expect(withSafetyFirst('Ça sent le gaz', 'Un plombier peut vous aider.', 'fr')).toMatch(
      /^⚠️[\s\S]*911[\s\S]*\n\nUn plombier peut vous aider\.$/,
    );
    expect(withSafetyFirst('My sink leaks', 'Turn off the water.', 'en')).toBe('Turn off the water.');
  });
});
