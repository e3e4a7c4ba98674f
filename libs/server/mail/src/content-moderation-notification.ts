import type { Language, ModerationKind } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import type { TemplatedMail } from './mail-message.js';
import { renderMail } from './render-mail.js';

const items = { en: enMail.contentItem, fr: frMail.contentItem };

/** How much of a comment the e-mail quotes, so its author knows which one. */
const QUOTE_LENGTH = 80;

/** What an operator did to a post or a comment, told to its author (docs/operations.md "Content moderation"). */
export interface ContentModerationInput {
  /** The author's address and first name, as stored. */
  to: string;
  firstName: string;
  /** The author's saved language. */
  locale: Language;
  kind: ModerationKind;
  /** The post's title (the post itself, or the one the comment is on). */
  title: string;
  /** A comment's text (the author's own words); unused for a post. */
  comment?: string;
  /** hidden: the operator's reason; restored: none. */
  reason?: string;
}

/**
 * The e-mail to the author of a post or a comment an operator hid (with the reason) or restored,
 * in the author's language. It names only the author's own words and the post's public title.
 */
export function contentModerationMail(action: 'hidden' | 'restored', input: ContentModerationInput): TemplatedMail {
  const comment = (input.comment ?? '').replace(/\s+/g, ' ').trim();
  const excerpt = comment.length > QUOTE_LENGTH ? `${comment.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : comment;
  const item = items[input.locale][input.kind].replace('{{title}}', input.title).replace('{{excerpt}}', excerpt);
  const rendered =
    action === 'hidden'
      ? renderMail('contentHidden', input.locale, { firstName: input.firstName, item, reason: input.reason ?? '' })
      : renderMail('contentRestored', input.locale, { firstName: input.firstName, item });
  return { to: input.to, ...rendered };
}
