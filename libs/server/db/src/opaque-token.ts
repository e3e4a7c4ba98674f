import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
// 32 bytes in base64url without padding.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A mailed link's token (password reset, pro invitation): 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a token. The tokens are random, so a plain SHA-256 (no salt, no
 * stretching) is enough: nobody can guess a preimage, and look-ups stay one indexed equality.
 */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Cheap shape check before any database work: anything else cannot be one of our tokens. */
export function isOpaqueToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
