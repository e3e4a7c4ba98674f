import { isAuthSession } from './session-shape';

const valid = {
  accessToken: 'jwt',
  accessTokenExpiresAt: '2026-05-01T12:15:00.000Z',
  user: { id: 'u1', email: 'a@b.ca', firstName: 'A', lastName: 'B', role: 'customer', locale: 'en' },
};

describe('isAuthSession', () => {
  it('accepts the AuthSession of the contract', () => {
    expect(isAuthSession(valid)).toBe(true);
    expect(isAuthSession({ ...valid, user: { ...valid.user, role: 'admin', locale: 'fr' } })).toBe(true);
  });

  it.each([
    ['null', null],
    ['an empty token', { ...valid, accessToken: '' }],
    ['an unreadable expiry', { ...valid, accessTokenExpiresAt: 'tomorrow' }],
    ['no user', { ...valid, user: undefined }],
    ['an unknown role', { ...valid, user: { ...valid.user, role: 'root' } }],
    ['an unsupported language', { ...valid, user: { ...valid.user, locale: 'de' } }],
    ['a user without e-mail', { ...valid, user: { ...valid.user, email: undefined } }],
  ])('refuses %s', (_label, value) => {
    expect(isAuthSession(value)).toBe(false);
  });
});
