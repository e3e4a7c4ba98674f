import { encodeIdentity, identityFromCookieHeader, OAUTH_IDENTITY_COOKIE } from './oauth-mock-identity.ts';

describe('the OAuth mock identity cookie', () => {
  const identity = { email: 'e2e+42@example.com', givenName: 'Zoé', familyName: "O'Brien" };

  it('reads back the identity a spec set, among other cookies', () => {
    const header = `other=1; ${OAUTH_IDENTITY_COOKIE}=${encodeIdentity(identity)}; last=2`;
    expect(identityFromCookieHeader(header)).toEqual(identity);
  });

  it.each([
    undefined,
    '',
    'other=1',
    `${OAUTH_IDENTITY_COOKIE}=not-json`,
    `${OAUTH_IDENTITY_COOKIE}=${Buffer.from('{"email":1}').toString('base64url')}`,
  ])('gives nothing for %p', (header) => {
    expect(identityFromCookieHeader(header)).toBeUndefined();
  });
});
