// Who is "signed in at the provider" on the local OAuth 2 server of the end-to-end runs.
// A real provider knows its user from its own session cookie; the mock reads this cookie
// (set by a spec on the provider's host, path /authorize) so that tests running in parallel
// each come back as a person of their own. Without the cookie, DEFAULT_OAUTH_IDENTITY.

export const OAUTH_IDENTITY_COOKIE = 'hm_mock_oauth_user';

export interface OAuthMockIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

export const DEFAULT_OAUTH_IDENTITY: OAuthMockIdentity = {
  email: 'oauth.user@example.com',
  givenName: 'Olivia',
  familyName: 'Provider',
};

export function encodeIdentity(identity: OAuthMockIdentity): string {
  return Buffer.from(JSON.stringify(identity)).toString('base64url');
}

/** The identity in a Cookie header, or undefined when there is none or it is not one of ours. */
export function identityFromCookieHeader(header: string | undefined): OAuthMockIdentity | undefined {
  const pair = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OAUTH_IDENTITY_COOKIE}=`));
  if (!pair) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(pair.slice(OAUTH_IDENTITY_COOKIE.length + 1), 'base64url').toString('utf8'));
    const { email, givenName, familyName } = (parsed ?? {}) as Record<string, unknown>;
    if (typeof email !== 'string' || typeof givenName !== 'string' || typeof familyName !== 'string') return undefined;
    return { email, givenName, familyName };
  } catch {
    return undefined;
  }
}
