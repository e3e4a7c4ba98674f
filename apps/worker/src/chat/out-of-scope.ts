import { containsPhrase, textTokens } from '@hm/catalog';

// Trades people ask HomeMate for that it does not offer (docs/assistant.md, Intents): the
// assistant says so plainly and proposes no booking. The one list of them; their names, as the
// answer says them, are in libs/i18n (chat.trades). Words are matched accent-free, in any of
// their forms (stemToken only strips what leaves four letters: 'rats' is listed beside 'rat'),
// French and English alike.

export const OUT_OF_SCOPE_TRADES = [
  'roofing',
  'snow_removal',
  'pool',
  'pest_control',
  'car_repair',
  'heating_cooling',
  'locksmith',
  'chimney',
  'childcare',
  'pet_care',
] as const;
export type OutOfScopeTrade = (typeof OUT_OF_SCOPE_TRADES)[number];

const TRADE_WORDS: Readonly<Record<OutOfScopeTrade, readonly string[]>> = {
  roofing: ['toit', 'toiture', 'couvreur', 'bardeaux', 'gouttière', 'roof', 'roofing', 'roofer', 'shingles', 'gutter'],
  snow_removal: [
    'déneigement',
    'déneiger',
    'déneigeur',
    'neige',
    'pelleter',
    'pelletage',
    'snow',
    'snowplow',
    'plow',
    'shovel',
    'shoveling',
  ],
  pool: ['piscine', 'bain tourbillon', 'pool', 'hot tub'],
  pest_control: [
    'extermination',
    'exterminateur',
    'exterminer',
    'punaise',
    'souris',
    'rat',
    'rats',
    'coquerelle',
    'fourmi',
    'guêpe',
    'termite',
    'vermine',
    'rongeur',
    'pest',
    'exterminator',
    'bed bug',
    'bedbug',
    'mice',
    'mouse',
    'cockroach',
    'roach',
    'wasp',
    'rodent',
  ],
  car_repair: [
    'voiture',
    'automobile',
    'auto',
    'mécanicien',
    'pneu',
    "vidange d'huile",
    "changement d'huile",
    'car',
    'cars',
    'vehicle',
    'mechanic',
    'tire',
    'tyre',
    'oil change',
  ],
  heating_cooling: [
    'thermopompe',
    'climatiseur',
    'climatisation',
    'fournaise',
    'chauffage',
    'chaudière',
    'heat pump',
    'furnace',
    'air conditioner',
    'air conditioning',
    'hvac',
    'boiler',
    'heating',
  ],
  locksmith: ['serrurier', 'serrurerie', 'barré dehors', 'enfermé dehors', 'locksmith', 'locked out', 'lockout'],
  chimney: ['cheminée', 'ramonage', 'ramoneur', 'chimney', 'chimney sweep'],
  childcare: [
    'gardiennage',
    'gardienne',
    'garderie',
    'nounou',
    "gardien d'enfants",
    'babysitter',
    'babysitting',
    'babysit',
    'nanny',
    'childcare',
    'child care',
    'daycare',
  ],
  pet_care: ['chien', 'toilettage', 'animaux', 'dog', 'dogs', 'pet', 'pets'],
};

const TRADE_PHRASES: readonly (readonly [OutOfScopeTrade, readonly (readonly string[])[]])[] = OUT_OF_SCOPE_TRADES.map((trade) => [
  trade,
  TRADE_WORDS[trade].map(textTokens),
]);

/** The first trade of the list the text asks for, or null. */
export function outOfScopeTradeIn(text: string): OutOfScopeTrade | null {
  const tokens = textTokens(text);
  return TRADE_PHRASES.find(([, phrases]) => phrases.some((phrase) => containsPhrase(tokens, phrase)))?.[0] ?? null;
}
