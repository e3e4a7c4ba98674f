import { textTokens } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import { resources } from '@hm/i18n';

// Safety first (docs/assistant.md): a question that describes a danger in the home is answered
// first with what to do now, before anything the assistant (offline or the model) says about
// services and booking. The rules are here only; the words people use are matched without
// accents or case, in French and English.

export const EMERGENCIES = ['gas', 'carbon_monoxide', 'burning', 'sparks', 'water_near_electricity'] as const;
export type Emergency = (typeof EMERGENCIES)[number];

/** Some word of the text starts with one of `stems` (accent-free, lowercase). */
const has = (words: readonly string[], stems: readonly string[]): boolean =>
  words.some((word) => stems.some((stem) => word.startsWith(stem)));
/** The text holds `phrase` (accent-free words separated by spaces). */
const says = (text: string, phrase: string): boolean => text.includes(` ${phrase} `);

const SMELL = ['odeur', 'sent', 'sens', 'senteur', 'smell', 'odor', 'odour', 'fuite', 'fuit', 'leak'];
const ELECTRICAL = [
  'electri',
  'panneau',
  'panel',
  'prise',
  'outlet',
  'breaker',
  'disjoncteur',
  'fils',
  'wire',
  'wiring',
  'filage',
  'socket',
];
const WATER = ['inond', 'flood', 'water', 'eau', 'submerg', 'mouill', 'wet'];
// 'Brûlé', not 'brûleur' (a furnace's burner is not a danger).
const BURNT = ['brule', 'brulee', 'brules', 'roussi'];

const RULES: Record<Emergency, (words: readonly string[], text: string) => boolean> = {
  // A gas smell or leak ('gas fireplace installation' alone is not one).
  gas: (words) => words.some((word) => word === 'gaz' || word === 'gas') && has(words, SMELL),
  carbon_monoxide: (words) =>
    has(words, ['monoxyde', 'monoxide']) ||
    (words.includes('co') && has(words, ['detect', 'alarm', 'avertisseur', 'sonne', 'beep', 'bip'])),
  // A burning smell or smoke, but not a smoke detector to install.
  burning: (words, text) =>
    words.some((word) => BURNT.includes(word)) ||
    has(words, ['burning', 'burnt']) ||
    (has(words, ['fumee', 'smoke', 'smoking']) && !has(words, ['detect', 'avertisseur', 'alarm'])) ||
    says(text, 'smoke coming'),
  // Sparks, not an engine's spark plugs.
  sparks: (words, text) => has(words, ['etincel', 'spark', 'arcing', 'crepit']) && !says(text, 'spark plug') && !says(text, 'spark plugs'),
  // Water where the power is; not a water heater, nor a 'prise d'eau' (a water inlet).
  water_near_electricity: (words, text) =>
    has(words, WATER) && has(words, ELECTRICAL) && !has(words, ['chauffe', 'heater']) && !says(text, 'prise d eau'),
};

/** The dangers a message describes, in the order of EMERGENCIES (none: an ordinary question). */
export function emergenciesIn(message: string): Emergency[] {
  const words = textTokens(message);
  const text = ` ${words.join(' ')} `;
  return EMERGENCIES.filter((emergency) => RULES[emergency](words, text));
}

/** What to do now for each danger, in the person's language; '' when there is none. */
export function safetyAdvice(emergencies: readonly Emergency[], locale: Language): string {
  if (emergencies.length === 0) return '';
  const t = resources[locale].chat.safety;
  return [t.intro, ...emergencies.map((emergency) => t[emergency]), t.afterwards].join('\n');
}

/** The answer to `question`, the advice first when the question describes a danger (offline and model answers alike). */
export function withSafetyFirst(question: string, answer: string, locale: Language): string {
  const advice = safetyAdvice(emergenciesIn(question), locale);
  return advice === '' ? answer : `${advice}\n\n${answer}`;
}
