import { stemToken, textTokens } from '@hm/catalog';
import type { Language } from '@hm/contracts';
import { resources } from '@hm/i18n';

// The FAQ entries a question is about, for the offline assistant's answer and the intent
// (intent.ts). Retrieval is BM25 over accent-free words, with light stemming (plural endings),
// and words that say nothing ('le', 'the', 'how') left out.

const STOP_WORDS = new Set(
  (
    'a ai as avons avez ont au aux avec ce ces cet cette comment dans de des du elle en est es etes sommes suis et etre il ils je j l la le les leur lui ma me mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses si son sont sous sur ta te tes toi ton tu un une vos votre vous y c d n s t m qu quel quelle quels quelles est-ce faire fait peut peux puis-je dois-je bonjour merci ' +
    'an and are as at be can do does for from have how i in is it me my of on or our the this to what when where which who why will with you your hello hi thanks please'
  ).split(' '),
);

export function queryTerms(text: string): string[] {
  return textTokens(text)
    .filter((token) => token.length > 1 && !STOP_WORDS.has(token))
    .map(stemToken);
}

// Words people ask with that the FAQ says otherwise ('reschedule' where it says 'change'), added
// to a question's terms (stems, as queryTerms gives them).
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ['reschedule', ['change']],
      ['reporter', ['modifier']],
      ['deplacer', ['modifier']],
      ['track', ['follow']],
      ['suivi', ['suivre']],
      ['secteur', ['region']],
      ['quartier', ['region']],
      ['ville', ['region']],
      ['neighbourhood', ['area']],
      ['neighborhood', ['area']],
      ['city', ['area']],
    ] as const
  ).map(([word, synonyms]) => [stemToken(word), synonyms.map(stemToken)]),
);

const withSynonyms = (terms: readonly string[]): string[] => [...terms, ...terms.flatMap((term) => SYNONYMS.get(term) ?? [])];

interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  terms: string[];
}

interface FaqIndex {
  entries: FaqEntry[];
  documentFrequency: Map<string, number>;
  averageLength: number;
}

function buildIndex(locale: Language): FaqIndex {
  const groups = resources[locale].faq.groups;
  const entries: FaqEntry[] = [...groups.customers.items, ...groups.professionals.items].map((item) => ({
    ...item,
    // The question counts twice: it says what the answer is about.
    terms: [...queryTerms(item.question), ...queryTerms(item.question), ...queryTerms(item.answer)],
  }));
  const documentFrequency = new Map<string, number>();
  for (const entry of entries) for (const term of new Set(entry.terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const averageLength = entries.reduce((sum, entry) => sum + entry.terms.length, 0) / Math.max(1, entries.length);
  return { entries, documentFrequency, averageLength };
}

const INDEXES: Record<Language, FaqIndex> = { fr: buildIndex('fr'), en: buildIndex('en') };
const K1 = 1.2;
const B = 0.75;
/** Below this, a FAQ entry shares only a common word with the question: not worth showing. */
export const MIN_FAQ_SCORE = 1.5;

export interface FaqMatch {
  id: string;
  question: string;
  answer: string;
  score: number;
}

/** FAQ entries of the language, best first, above the relevance threshold. */
export function searchFaq(text: string, locale: Language, limit = 2): FaqMatch[] {
  const index = INDEXES[locale];
  const terms = [...new Set(withSynonyms(queryTerms(text)))];
  const total = index.entries.length;
  return index.entries
    .map((entry) => {
      let score = 0;
      for (const term of terms) {
        const frequency = entry.terms.filter((t) => t === term).length;
        if (frequency === 0) continue;
        const df = index.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * entry.terms.length) / index.averageLength));
      }
      return { id: entry.id, question: entry.question, answer: entry.answer, score };
    })
    .filter((match) => match.score >= MIN_FAQ_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
