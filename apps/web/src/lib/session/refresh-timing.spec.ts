import { isExpiringSoon, REFRESH_AHEAD_MS } from './refresh-timing';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('isExpiringSoon', () => {
  it('refreshes three 30-second checks before expiry (SPEC §9)', () => {
    expect(REFRESH_AHEAD_MS).toBe(90_000);
  });

  it('leaves a fresh token alone', () => {
    expect(isExpiringSoon(inSeconds(15 * 60), NOW)).toBe(false);
    expect(isExpiringSoon(inSeconds(91), NOW)).toBe(false);
  });

  it('refreshes a token about to expire, or already expired', () => {
    expect(isExpiringSoon(inSeconds(90), NOW)).toBe(true);
    expect(isExpiringSoon(inSeconds(30), NOW)).toBe(true);
    expect(isExpiringSoon(inSeconds(-10), NOW)).toBe(true);
  });

  it('refreshes when the expiry is unknown or unreadable', () => {
    expect(isExpiringSoon(null, NOW)).toBe(true);
    expect(isExpiringSoon('soon', NOW)).toBe(true);
  });
});
