export const SUPPORTED_LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language named by a language tag, ignoring region and case:
 * 'fr-CA' -> 'fr', 'EN_us' -> 'en', 'de' -> undefined. Deciding the fallback is left to
 * the caller, because detection tries several sources before giving up.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return isSupportedLanguage(primary) ? primary : undefined;
}
