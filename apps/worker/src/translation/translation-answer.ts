import { BOOKING_MESSAGE_MAX_LENGTH } from '@hm/contracts';

// The translation as it is stored: the service's answer, plain text, within a message's limits
// (docs/messages.md). Nothing is stripped silently: only a wrapping the model added around the whole
// answer (quotes, a Markdown code fence) is taken off; anything else is kept as the model wrote it,
// and shown as text (escaped), never as HTML or Markdown.

/** Quotes a model puts around a whole answer, opening and closing. */
const QUOTES: readonly (readonly [string, string])[] = [
  ['"', '"'],
  ['“', '”'],
  ['«', '»'],
  ['‘', '’'],
  ["'", "'"],
];
/** ```, maybe a language name, a line break, the text, a line break, ```. */
const FENCE = /^```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```$/u;

/** The wrapping `text` has as a whole: a code fence, a pair of quotes (nothing of the same inside), or none. */
function wrapping(text: string): { kind: string; inner: string } | null {
  const fenced = FENCE.exec(text);
  if (fenced) return { kind: 'fence', inner: fenced[1]! };
  for (const [open, close] of QUOTES) {
    if (text.length < open.length + close.length + 1 || !text.startsWith(open) || !text.endsWith(close)) continue;
    const inner = text.slice(open.length, text.length - close.length);
    if (inner.includes(open) || inner.includes(close)) continue;
    return { kind: open, inner };
  }
  return null;
}

/**
 * The answer without the quotes or the code fence the model wrapped it in, and trimmed; as it came
 * otherwise. A wrapping the original message has itself (a message written «entre guillemets») is
 * the message's, and kept.
 */
export function unwrapTranslation(original: string, answer: string): string {
  const own = wrapping(original.trim())?.kind;
  let text = answer.trim();
  // A fence around quotes around the text: each layer the model added.
  for (let wrapped = wrapping(text); wrapped && wrapped.kind !== own; wrapped = wrapping(text)) {
    // trim() also takes the no-break spaces French guillemets have inside.
    text = wrapped.inner.trim();
  }
  return text;
}

/** At most as long as a message may be (BOOKING_MESSAGE_MAX_LENGTH, counted as PostgreSQL's char_length does). */
export function withinMessageLength(text: string): boolean {
  return [...text].length <= BOOKING_MESSAGE_MAX_LENGTH;
}
