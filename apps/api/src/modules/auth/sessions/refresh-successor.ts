import { createHmac, hkdfSync } from 'node:crypto';

const TOKEN_BYTES = 32;

/**
 * The key that derives a refresh token's successor, taken from the server secret so that it is
 * never stored and every API node has the same one; the label keeps it apart from the JWT key.
 */
export function successorKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', 'homemate refresh-token successor', TOKEN_BYTES));
}

/**
 * The refresh token that replaces `previous` on rotation, shaped like a random opaque token.
 * Derived rather than random so that a second use of `previous` shortly after can be answered
 * with the very same token while the database keeps only hashes: keeping it in clear would hand
 * live sessions to anyone who reads the table, and keeping it encrypted would need a key of its
 * own for no gain. Without the key it is as unpredictable as a random token (an HMAC output
 * cannot be told from random bytes), so holding an old token does not reveal the next one.
 */
export function successorToken(previous: string, key: Buffer): string {
  return createHmac('sha256', key).update(previous, 'utf8').digest().subarray(0, TOKEN_BYTES).toString('base64url');
}
