import { foldAccents } from './text-fold.js';

const NOT_SLUG_CHARACTER = /[^\p{L}\p{Nd}\s-]/gu;
const WHITESPACE_RUN = /\s+/g;
const HYPHEN_RUN = /-{2,}/g;
const EDGE_HYPHENS = /^-+|-+$/g;

/**
 * The blog slug rule: lower-case; drop everything but letters, digits, spaces
 * and hyphens; spaces become hyphens; repeated hyphens collapse; no hyphen at either end.
 *
 * Accented Latin letters are folded to ASCII first ('Été à Montréal' -> 'ete-a-montreal').
 * Keeping 'é' would also satisfy "letters", but such slugs are percent-encoded in links
 * people copy and paste ('%C3%A9'), and the same title typed with a decomposed 'é' would
 * yield a different slug. Letters of other scripts have no ASCII form and are kept.
 * Returns '' when nothing is left (e.g. '!!!'); the caller decides the fallback.
 */
export function slugify(title: string): string {
  return foldAccents(title)
    .toLocaleLowerCase('en')
    .replace(NOT_SLUG_CHARACTER, '')
    .trim()
    .replace(WHITESPACE_RUN, '-')
    .replace(HYPHEN_RUN, '-')
    .replace(EDGE_HYPHENS, '');
}

/** `base` if free, else the first free of base-2, base-3, ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (base === '') throw new RangeError('A slug cannot be empty');
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
