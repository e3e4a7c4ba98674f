import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@hm/contracts';

// The anonymous visitor's identity: a random id the API issues, signed with a key derived from
// the API secret so a browser cannot claim another visitor's id (and with it their conversation).
// No third party, no personal data: the id only links a browser to its own conversation.

function signature(visitorId: string, secret: string): string {
  return createHmac('sha256', secret).update(`chat-visitor:${visitorId}`).digest('base64url');
}

/** A new visitor id and its cookie value, `<uuid>.<signature>`. */
export function issueVisitorToken(secret: string): { visitorId: string; token: string } {
  const visitorId = randomUUID();
  return { visitorId, token: `${visitorId}.${signature(visitorId, secret)}` };
}

/** The visitor id of a genuine token, else null (forged, truncated or of another secret). */
export function verifyVisitorToken(token: string | null | undefined, secret: string): string | null {
  if (typeof token !== 'string') return null;
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const visitorId = token.slice(0, dot);
  if (!isUuid(visitorId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(visitorId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? visitorId : null;
}

/** Proof that the API let this browser read the conversation: what `chat:join` asks for. */
export function conversationJoinToken(conversationId: string, secret: string): string {
  return createHmac('sha256', secret).update(`chat-room:${conversationId}`).digest('base64url');
}

export function verifyConversationJoinToken(conversationId: string, token: unknown, secret: string): boolean {
  if (typeof token !== 'string') return false;
  const given = Buffer.from(token);
  const expected = Buffer.from(conversationJoinToken(conversationId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
