import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationCategory } from '@hm/contracts';
import { NOTIFICATION_SWITCHES } from './mail-categories.js';

/**
 * The unsubscribe link of a switchable e-mail (docs/notifications.md): it names an account and one
 * category, and is signed (HMAC-SHA256) so nobody can make one for another account. It never
 * expires (an old e-mail's link must keep working) and can do one thing only: turn that category
 * off. Still, it is kept out of logs like any token.
 */
export interface UnsubscribeSigner {
  /** UNSUBSCRIBE_SECRET */
  secret: string;
  /** The site's public address (PUBLIC_URL), without trailing slash. */
  siteUrl: string;
}

export interface UnsubscribeClaim {
  userId: string;
  category: NotificationCategory;
}

/** Bumped if the format changes; a token of another version is refused, never guessed at. */
const TOKEN_VERSION = '1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (secret: string, payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();

/** '1.<user id>.<category>.<signature, base64url>': URL-safe as it is. */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${TOKEN_VERSION}.${claim.userId}.${claim.category}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The account and category a token was made for; null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [version, userId, category, mac] = parts as [string, string, string, string];
  if (version !== TOKEN_VERSION || !UUID.test(userId) || !Object.hasOwn(NOTIFICATION_SWITCHES, category)) return null;
  const expected = signature(secret, `${version}.${userId}.${category}`);
  const given = Buffer.from(mac, 'base64url');
  // Same length first: timingSafeEqual throws on different lengths.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as NotificationCategory };
}

/** Where the e-mail's footer link goes (a page that asks first) and what mail clients POST to (RFC 8058). */
export interface UnsubscribeLinks {
  pageUrl: string;
  oneClickUrl: string;
}

export function unsubscribeLinks(signer: UnsubscribeSigner, claim: UnsubscribeClaim): UnsubscribeLinks {
  const token = encodeURIComponent(signUnsubscribeToken(signer.secret, claim));
  return {
    pageUrl: `${signer.siteUrl}/unsubscribe?token=${token}`,
    oneClickUrl: `${signer.siteUrl}/api/notifications/unsubscribe?token=${token}`,
  };
}

/** The headers of RFC 2369 and RFC 8058 that let a mail client unsubscribe in one click. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
