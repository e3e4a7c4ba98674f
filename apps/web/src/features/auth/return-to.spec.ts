import { DEFAULT_RETURN_TO, isDashboardPath, sanitizeReturnTo, withReturnTo } from './return-to';

describe('sanitizeReturnTo', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(sanitizeReturnTo('/dashboard')).toBe('/dashboard');
    expect(sanitizeReturnTo('/bookings?page=2&status=pending')).toBe('/bookings?page=2&status=pending');
    expect(sanitizeReturnTo('/blog/my-post#comments')).toBe('/blog/my-post#comments');
    expect(sanitizeReturnTo('/reservation/HM-2026-123456789')).toBe('/reservation/HM-2026-123456789');
  });

  it('goes to the dashboard when there is no return path', () => {
    expect(DEFAULT_RETURN_TO).toBe('/dashboard');
    expect(sanitizeReturnTo(null)).toBe('/dashboard');
    expect(sanitizeReturnTo(undefined)).toBe('/dashboard');
    expect(sanitizeReturnTo('')).toBe('/dashboard');
  });

  it.each([
    'https://evil.example/',
    'http:/evil.example',
    '//evil.example',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /dashboard',
    'dashboard',
    '?returnTo=/x',
  ])('refuses %j, which could leave the site', (value) => {
    expect(sanitizeReturnTo(value)).toBe('/dashboard');
  });

  it('does not send the user back to an auth page', () => {
    expect(sanitizeReturnTo('/login')).toBe('/dashboard');
    expect(sanitizeReturnTo('/login?returnTo=/profile')).toBe('/dashboard');
    expect(sanitizeReturnTo('/signup')).toBe('/dashboard');
    expect(sanitizeReturnTo('/auth/callback')).toBe('/dashboard');
    expect(sanitizeReturnTo('/reset-password?token=x')).toBe('/dashboard');
  });

  it('normalises dot segments and still stays on the site', () => {
    expect(sanitizeReturnTo('/a/../profile')).toBe('/profile');
    expect(sanitizeReturnTo('/../../etc')).toBe('/etc');
  });

  it('uses the fallback given', () => {
    expect(sanitizeReturnTo('//evil.example', '/')).toBe('/');
  });

  it('refuses absurdly long values', () => {
    expect(sanitizeReturnTo(`/${'a'.repeat(5000)}`)).toBe('/dashboard');
  });
});

describe('isDashboardPath', () => {
  it('recognises the dashboard with or without a query', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard?status=pending')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/bookings')).toBe(false);
  });
});

describe('withReturnTo', () => {
  it('adds the encoded return path, or nothing', () => {
    expect(withReturnTo('/signup', '/bookings?page=2')).toBe('/signup?returnTo=%2Fbookings%3Fpage%3D2');
    expect(withReturnTo('/signup', null)).toBe('/signup');
  });
});
