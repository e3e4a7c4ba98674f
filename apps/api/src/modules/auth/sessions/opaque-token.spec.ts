import { createHash } from 'node:crypto';
import { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from './opaque-token.js';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newOpaqueToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isOpaqueToken(token)).toBe(true);
    }
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const token = newOpaqueToken();
    const stored = hashOpaqueToken(token);
    expect(stored).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(hashOpaqueToken(token)).toBe(stored);
    expect(hashOpaqueToken(newOpaqueToken())).not.toBe(stored);
  });

  it('refuses anything that cannot be one before any database work', () => {
    for (const value of ['', 'short', `${newOpaqueToken()}x`, 'a'.repeat(42) + '=', "' or 1=1 --" + 'a'.repeat(32), null, 42, undefined]) {
      expect(isOpaqueToken(value)).toBe(false);
    }
  });
});
