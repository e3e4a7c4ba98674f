import { MODERATION_REASON_MAX_LENGTH, moderationReasonError } from './content-moderation.js';

describe('moderationReasonError', () => {
  it('asks for a reason of 3 to 500 characters once trimmed', () => {
    expect(moderationReasonError(undefined)).toBe('REQUIRED');
    expect(moderationReasonError('   ')).toBe('REQUIRED');
    expect(moderationReasonError(' ab ')).toBe('TOO_SHORT');
    expect(moderationReasonError('  abc  ')).toBeNull();
    expect(moderationReasonError(`  ${'a'.repeat(MODERATION_REASON_MAX_LENGTH)}  `)).toBeNull();
    expect(moderationReasonError('a'.repeat(MODERATION_REASON_MAX_LENGTH + 1))).toBe('TOO_LONG');
  });

  it('keeps line breaks but refuses other control characters', () => {
    expect(moderationReasonError('Spam,\nlinks to a shop')).toBeNull();
    expect(moderationReasonError('Spam\u0000links')).toBe('INVALID_TEXT');
  });
});
