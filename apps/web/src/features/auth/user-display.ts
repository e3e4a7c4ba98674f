import type { SessionUser } from '@hm/contracts';

type NamedUser = Pick<SessionUser, 'firstName' | 'lastName' | 'email'>;

// Made on first use: creating one costs milliseconds that most pages' first load should not spend.
let segmenter: Intl.Segmenter | undefined;
const graphemes = (): Intl.Segmenter => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

// A grapheme, not a UTF-16 unit: 'Élodie' typed with a combining accent keeps it, and an
// emoji stays whole.
function firstGrapheme(text: string): string {
  for (const { segment } of graphemes().segment(text.trim())) return segment;
  return '';
}

/** Header: first letters of the first and last name, upper-case ('Jean Tremblay' -> 'JT'). */
export function initialsOf(user: NamedUser): string {
  const initials = `${firstGrapheme(user.firstName)}${firstGrapheme(user.lastName)}`.toLocaleUpperCase();
  // A profile without names (possible after some OAuth sign-ups) still needs a visible trigger.
  return initials || firstGrapheme(user.email).toLocaleUpperCase();
}

export function fullNameOf(user: NamedUser): string {
  return [user.firstName.trim(), user.lastName.trim()].filter(Boolean).join(' ') || user.email;
}
