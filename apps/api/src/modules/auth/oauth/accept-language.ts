import { toSupportedLanguage, type Language } from '@hm/contracts';

/**
 * The first supported language of an Accept-Language header, by the q weights the browser gave
 * ('en-CA;q=0.5, fr-CA' -> 'fr'); null when none is supported.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && !Number.isNaN(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return null;
}
