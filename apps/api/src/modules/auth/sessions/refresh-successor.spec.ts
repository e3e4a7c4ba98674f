import { isOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { successorKey, successorToken } from './refresh-successor.js';

const SECRET = 'a-server-secret-a-server-secret-0123';

describe('refresh-token successors', () => {
  it('are opaque tokens, the same for the same token and secret', () => {
    const token = newOpaqueToken();
    const successor = successorToken(token, successorKey(SECRET));
    expect(isOpaqueToken(successor)).toBe(true);
    expect(successor).not.toBe(token);
    expect(successorToken(token, successorKey(SECRET))).toBe(successor);
  });

  it('differ for another token or another secret', () => {
    const token = newOpaqueToken();
    const successor = successorToken(token, successorKey(SECRET));
    expect(successorToken(newOpaqueToken(), successorKey(SECRET))).not.toBe(successor);
    expect(successorToken(token, successorKey('another-secret-another-secret-456789'))).not.toBe(successor);
  });

  it('use a key of their own, not the server secret itself', () => {
    const key = successorKey(SECRET);
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from(SECRET).subarray(0, 32))).toBe(false);
  });
});
