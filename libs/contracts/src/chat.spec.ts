import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageProblem,
  chatRoom,
  consecutiveFailedReplies,
  normalizeChatMessage,
  replyOffersBooking,
} from './chat.js';

describe('chat message rules', () => {
  it('ignores empty and white-space messages and trims the others', () => {
    expect(normalizeChatMessage('   \n\t ')).toBeNull();
    expect(normalizeChatMessage('  Bonjour  ')).toBe('Bonjour');
    expect(chatMessageProblem('')).toBe('empty');
    expect(chatMessageProblem(' \n ')).toBe('empty');
  });

  it('accepts 1,000 characters and refuses 1,001 (white space around does not count)', () => {
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(1000);
    expect(chatMessageProblem(`  ${'a'.repeat(1000)}  `)).toBeNull();
    expect(chatMessageProblem('a'.repeat(1001))).toBe('too_long');
  });

  it('names one socket room per conversation', () => {
    expect(chatRoom('abc')).toBe('chat:abc');
  });
});

describe('replyOffersBooking (SPEC §2)', () => {
  it.each([
    'Je vous recommande de faire appel à un professionnel.',
    'Un EXPERT saura vous aider.',
    'Contactez un spécialiste rapidement.',
    'Des specialistes et des professionnelles sont disponibles.',
  ])('offers the button in French for %p', (reply) => {
    expect(replyOffersBooking(reply, 'fr')).toBe(true);
  });

  it('offers it in English for the English words', () => {
    expect(replyOffersBooking('Please call a professional plumber.', 'en')).toBe(true);
    expect(replyOffersBooking('Our specialists can help.', 'en')).toBe(true);
    expect(replyOffersBooking('An expert will come.', 'en')).toBe(true);
  });

  it('does not offer it for replies without the words of the language', () => {
    expect(replyOffersBooking('Fermez la valve principale.', 'fr')).toBe(false);
    expect(replyOffersBooking('Call a professional.', 'fr')).toBe(false);
    expect(replyOffersBooking('Appelez un professionnel.', 'en')).toBe(false);
    // 'inexpert' contains 'expert' but is another word.
    expect(replyOffersBooking('An inexpert fix may leak.', 'en')).toBe(false);
  });
});

describe('consecutiveFailedReplies', () => {
  const user = { role: 'user', status: 'done' } as const;
  const done = { role: 'assistant', status: 'done' } as const;
  const failed = { role: 'assistant', status: 'failed' } as const;

  it('rises with each failed reply, across the questions between them', () => {
    expect(consecutiveFailedReplies([])).toBe(0);
    expect(consecutiveFailedReplies([user, failed])).toBe(1);
    expect(consecutiveFailedReplies([user, failed, user, failed, user, failed])).toBe(3);
    // A question still waiting for its reply leaves the count as it was.
    expect(consecutiveFailedReplies([user, failed, user, failed, { role: 'user', status: 'pending' }])).toBe(2);
  });

  it('resets on a successful reply', () => {
    expect(consecutiveFailedReplies([user, failed, user, failed, user, done])).toBe(0);
    expect(consecutiveFailedReplies([user, failed, user, done, user, failed])).toBe(1);
  });
});
