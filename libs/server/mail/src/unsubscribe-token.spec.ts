import { listUnsubscribeHeaders, signUnsubscribeToken, unsubscribeLinks, verifyUnsubscribeToken } from './unsubscribe-token.js';

const secret = 'a-test-unsubscribe-secret-of-32-chars!';
const claim = { userId: '0b5c3a52-8f0e-4d7e-9a57-4a3c2a1f9e01', category: 'bookingUpdates' as const };

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken(secret, claim);

  it('gives back the account and category it was signed for', () => {
    expect(verifyUnsubscribeToken(secret, token)).toEqual(claim);
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, { ...claim, category: 'tipsAndOffers' }))).toEqual({
      ...claim,
      category: 'tipsAndOffers',
    });
  });

  it('refuses a token signed with another secret', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken('another-secret-another-secret-0123', claim))).toBeNull();
  });

  it('refuses a token whose account or category was changed', () => {
    const [version, , category, mac] = token.split('.');
    expect(verifyUnsubscribeToken(secret, [version, 'ffffffff-8f0e-4d7e-9a57-4a3c2a1f9e01', category, mac].join('.'))).toBeNull();
    const [, userId] = token.split('.');
    expect(verifyUnsubscribeToken(secret, [version, userId, 'tipsAndOffers', mac].join('.'))).toBeNull();
  });

  it('refuses malformed tokens, unknown categories and other versions', () => {
    const mac = token.split('.')[3]!;
    for (const bad of [
      '',
      'nonsense',
      `${token}.extra`,
      token.slice(0, -2),
      `2.${claim.userId}.bookingUpdates.${mac}`,
      `1.${claim.userId}.always.${mac}`,
      `1.${claim.userId}.__proto__.${mac}`,
      `1.not-a-uuid.bookingUpdates.${mac}`,
    ]) {
      expect(verifyUnsubscribeToken(secret, bad)).toBeNull();
    }
  });

  it('builds the page link and the one-click address of the site, and the RFC 8058 headers', () => {
    const links = unsubscribeLinks({ secret, siteUrl: 'https://homemate.test' }, claim);
    expect(links.pageUrl).toBe(`https://homemate.test/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(links.oneClickUrl).toBe(`https://homemate.test/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(listUnsubscribeHeaders(links.oneClickUrl)).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
