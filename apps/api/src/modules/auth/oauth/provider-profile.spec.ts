import { toProviderProfile } from './provider-profile.js';

describe('toProviderProfile', () => {
  it('reads Google OpenID userinfo, trusting email_verified', () => {
    const profile = toProviderProfile('google', {
      id: '1122',
      displayName: 'Léa Roy',
      name: { givenName: 'Léa', familyName: 'Roy' },
      emails: [{ value: 'Lea.Roy@Example.com', verified: true }],
    });
    expect(profile).toEqual({
      provider: 'google',
      subject: '1122',
      email: 'lea.roy@example.com',
      emailVerified: true,
      firstName: 'Léa',
      lastName: 'Roy',
    });
    expect(toProviderProfile('google', { id: '1', emails: [{ value: 'a@b.co', verified: false }] })?.emailVerified).toBe(false);
    expect(toProviderProfile('google', { id: '1', emails: [{ value: 'a@b.co' }] })?.emailVerified).toBe(false);
  });

  it("takes GitHub's primary address, verified only if GitHub says so", () => {
    const emails = [
      { value: 'other@example.com', primary: false, verified: true },
      { value: 'main@example.com', primary: true, verified: true },
    ];
    expect(toProviderProfile('github', { id: 42, displayName: 'Marc Gagnon', emails })).toMatchObject({
      subject: '42',
      email: 'main@example.com',
      emailVerified: true,
      firstName: 'Marc',
      lastName: 'Gagnon',
    });
    const unverifiedPrimary = [
      { value: 'main@example.com', primary: true, verified: false },
      { value: 'other@example.com', primary: false, verified: true },
    ];
    expect(toProviderProfile('github', { id: 42, emails: unverifiedPrimary })).toMatchObject({
      email: 'main@example.com',
      emailVerified: false,
    });
  });

  it('never treats a Facebook address as verified unless the profile says so', () => {
    expect(toProviderProfile('facebook', { id: '9', emails: [{ value: 'fb@example.com' }] })).toMatchObject({
      email: 'fb@example.com',
      emailVerified: false,
    });
    expect(
      toProviderProfile('facebook', { id: '9', emails: [{ value: 'fb@example.com' }], _json: { email_verified: true } })?.emailVerified,
    ).toBe(true);
  });

  it('fills missing names from the display name, the login or the address', () => {
    expect(toProviderProfile('github', { id: 1, username: 'octocat', emails: [] })).toMatchObject({
      firstName: 'octocat',
      lastName: '-',
      email: null,
    });
    expect(toProviderProfile('google', { id: '1', emails: [{ value: 'zoe@example.com', verified: true }] })).toMatchObject({
      firstName: 'zoe',
      lastName: '-',
    });
  });

  it('removes control characters and caps the length of names', () => {
    const profile = toProviderProfile('google', { id: '1', name: { givenName: 'A\r\nB', familyName: 'x'.repeat(300) } });
    expect(profile?.firstName).toBe('A B');
    expect(profile?.lastName).toHaveLength(100);
  });

  it('refuses a profile without an id and ignores an address that is not one', () => {
    expect(toProviderProfile('google', { emails: [{ value: 'a@b.co', verified: true }] })).toBeNull();
    expect(toProviderProfile('google', { id: '1', emails: [{ value: 'not an address', verified: true }] })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });
});
