import { BLOG_READ_WORDS_PER_MINUTE } from './business-constants.js';

// Script and style bodies are code, not prose a reader reads.
const SCRIPT_OR_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[^>]*>/g;
const NON_BREAKING_SPACE = /&nbsp;|&#160;|&#xa0;/gi;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Words a reader reads; a lone dash or bullet is not a word. */
export function countWords(htmlOrText: string): number {
  const text = htmlOrText.replace(SCRIPT_OR_STYLE, ' ').replace(TAG, ' ').replace(NON_BREAKING_SPACE, ' ');
  return text.split(/\s+/).filter((token) => HAS_LETTER_OR_DIGIT.test(token)).length;
}

/** Minutes to read a blog post: words / 200, rounded up, at least 1. */
export function readTimeMinutes(htmlOrText: string): number {
  return Math.max(1, Math.ceil(countWords(htmlOrText) / BLOG_READ_WORDS_PER_MINUTE));
}
