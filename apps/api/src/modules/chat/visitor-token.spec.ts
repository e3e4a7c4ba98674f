import { conversationJoinToken, issueVisitorToken, verifyConversationJoinToken, verifyVisitorToken } from './visitor-token.js';

const SECRET = 'a-secret-of-the-api-a-secret-of-the-api';

describe('visitor token', () => {
  it('verifies the tokens it issued and gives back the visitor id', () => {
    const { visitorId, token } = issueVisitorToken(SECRET);
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(verifyVisitorToken(token, SECRET)).toBe(visitorId);
    expect(issueVisitorToken(SECRET).visitorId).not.toBe(visitorId);
  });

  it('refuses forged, altered, foreign and malformed tokens', () => {
    const { visitorId, token } = issueVisitorToken(SECRET);
    const other = issueVisitorToken(SECRET);
    // Someone else's id with one's own signature.
    expect(verifyVisitorToken(`${other.visitorId}.${token.split('.')[1]}`, SECRET)).toBeNull();
    expect(verifyVisitorToken(`${visitorId}.`, SECRET)).toBeNull();
    expect(verifyVisitorToken(visitorId, SECRET)).toBeNull();
    expect(verifyVisitorToken(token, 'another-secret-another-secret-another')).toBeNull();
    expect(verifyVisitorToken(`not-a-uuid.${token.split('.')[1]}`, SECRET)).toBeNull();
    expect(verifyVisitorToken(null, SECRET)).toBeNull();
  });

  it('proves the right to follow one conversation only', () => {
    const token = conversationJoinToken('c1', SECRET);
    expect(verifyConversationJoinToken('c1', token, SECRET)).toBe(true);
    expect(verifyConversationJoinToken('c2', token, SECRET)).toBe(false);
    expect(verifyConversationJoinToken('c1', token, 'another-secret-another-secret-another')).toBe(false);
    expect(verifyConversationJoinToken('c1', undefined, SECRET)).toBe(false);
  });
});
