import { sanitizeReturnTo } from './return-to.js';

describe('sanitizeReturnTo (server side)', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(sanitizeReturnTo('/dashboard')).toBe('/dashboard');
    expect(sanitizeReturnTo('/bookings?page=2#top')).toBe('/bookings?page=2#top');
    expect(sanitizeReturnTo('/reservation/HM-2026-123456789')).toBe('/reservation/HM-2026-123456789');
    expect(sanitizeReturnTo('/a/../profile')).toBe('/profile');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/login',
    '/signup?returnTo=/x',
    '/auth/callback',
    '/reset-password?token=abc',
    '/' + 'a'.repeat(2048),
  ])('refuses %j', (value) => {
    expect(sanitizeReturnTo(value)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(sanitizeReturnTo(undefined)).toBeNull();
    expect(sanitizeReturnTo(['/dashboard'])).toBeNull();
    expect(sanitizeReturnTo({ path: '/dashboard' })).toBeNull();
  });
});
