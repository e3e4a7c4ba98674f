import { BOOKING_MESSAGE_MAX_LENGTH } from '@hm/contracts';
import { unwrapTranslation, withinMessageLength } from './translation-answer.js';

describe('the translation as stored', () => {
  const original = 'Je serai là demain à 9 h.';

  it('takes off the quotes or the code fence the model wrapped the whole answer in', () => {
    expect(unwrapTranslation(original, '"I will be there tomorrow at 9."')).toBe('I will be there tomorrow at 9.');
    expect(unwrapTranslation(original, '“I will be there tomorrow at 9.”')).toBe('I will be there tomorrow at 9.');
    expect(unwrapTranslation('I will be there tomorrow.', '«\u00a0Je serai là demain.\u00a0»')).toBe('Je serai là demain.');
    expect(unwrapTranslation(original, "'I will be there tomorrow at 9.'")).toBe('I will be there tomorrow at 9.');
    expect(unwrapTranslation(original, '```\nI will be there tomorrow at 9.\n```')).toBe('I will be there tomorrow at 9.');
    expect(unwrapTranslation(original, '```text\nI will be there\ntomorrow at 9.\n```')).toBe('I will be there\ntomorrow at 9.');
    expect(unwrapTranslation(original, '```\n"I will be there tomorrow at 9."\n```')).toBe('I will be there tomorrow at 9.');
    // The message's own quotes stay, the model's fence goes.
    expect(unwrapTranslation('« Urgent : fuite d’eau »', '```\n« Urgent: water leak »\n```')).toBe('« Urgent: water leak »');
  });

  it('keeps everything else as the model wrote it', () => {
    // Quotes that are not one pair around the whole answer.
    expect(unwrapTranslation('Il a dit « oui » et « non ».', '"Yes" he said, and "no".')).toBe('"Yes" he said, and "no".');
    expect(unwrapTranslation('C’est l’heure.', '‘It’s time’')).toBe('‘It’s time’');
    // Markdown-looking text is text: shown as typed, never rendered.
    expect(unwrapTranslation('*Important* : le code est 4512.', '*Important*: the code is 4512.')).toBe('*Important*: the code is 4512.');
    expect(unwrapTranslation(original, 'Use `code` then ```x```')).toBe('Use `code` then ```x```');
    // A message written in quotes keeps them.
    expect(unwrapTranslation('« Urgent : fuite d’eau »', '« Urgent: water leak »')).toBe('« Urgent: water leak »');
    expect(unwrapTranslation(original, '  I will be there.  ')).toBe('I will be there.');
    expect(unwrapTranslation(original, '""')).toBe('""');
  });

  it('is at most as long as a message, counted in characters as the database does', () => {
    expect(withinMessageLength('x'.repeat(BOOKING_MESSAGE_MAX_LENGTH))).toBe(true);
    expect(withinMessageLength('x'.repeat(BOOKING_MESSAGE_MAX_LENGTH + 1))).toBe(false);
    // An emoji is one character (two UTF-16 units).
    expect(withinMessageLength('👍'.repeat(BOOKING_MESSAGE_MAX_LENGTH))).toBe(true);
  });
});
