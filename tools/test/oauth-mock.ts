// Usage: node tools/test/oauth-mock.ts [port]   (default 3190, on 127.0.0.1)
// The local OAuth 2 provider of the end-to-end runs (oauth2-mock-server), standing in for
// Google: /authorize sends the browser straight back with a code, /token exchanges it once,
// and /userinfo answers with the OpenID claims Google's strategy reads (sub, email,
// email_verified, given_name, family_name) for the person who authorised that code.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Events, OAuth2Server, type MutableRedirectUri, type MutableResponse } from 'oauth2-mock-server';
import { DEFAULT_OAUTH_IDENTITY, identityFromCookieHeader, type OAuthMockIdentity } from './oauth-mock-identity.ts';

export const DEFAULT_OAUTH_MOCK_PORT = 3190;
// Codes and tokens are forgotten after this long, as a provider's expire.
const GRANT_TTL_MS = 10 * 60_000;

interface Grant {
  identity: OAuthMockIdentity;
  expiresAt: number;
}

/** A fixed subject per e-mail: signing in twice as the same person finds the same linked identity. */
function subjectOf(identity: OAuthMockIdentity): string {
  return `mock-${createHash('sha256').update(identity.email.toLowerCase()).digest('hex').slice(0, 20)}`;
}

function userinfo(identity: OAuthMockIdentity): Record<string, unknown> {
  return {
    sub: subjectOf(identity),
    email: identity.email,
    email_verified: true,
    given_name: identity.givenName,
    family_name: identity.familyName,
    name: `${identity.givenName} ${identity.familyName}`,
  };
}

/** Takes a grant once (codes and access tokens here are single-purpose). */
function take(grants: Map<string, Grant>, key: string | undefined): OAuthMockIdentity | undefined {
  if (!key) return undefined;
  const grant = grants.get(key);
  grants.delete(key);
  return grant && grant.expiresAt > Date.now() ? grant.identity : undefined;
}

function peek(grants: Map<string, Grant>, key: string | undefined): OAuthMockIdentity | undefined {
  const grant = key ? grants.get(key) : undefined;
  return grant && grant.expiresAt > Date.now() ? grant.identity : undefined;
}

export async function startOAuthMock(port = DEFAULT_OAUTH_MOCK_PORT, host = '127.0.0.1'): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  // A key made with node:crypto rather than keys.generate(), which fails inside Jest's VM realm.
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  await server.issuer.keys.add({ ...jwk, alg: 'RS256', kid: 'hm-e2e-key' });
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();
  const grant = (identity: OAuthMockIdentity): Grant => ({ identity, expiresAt: Date.now() + GRANT_TTL_MS });

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const code = redirect.url.searchParams.get('code');
    if (code) codes.set(code, grant(identityFromCookieHeader(req.headers.cookie) ?? DEFAULT_OAUTH_IDENTITY));
  });

  server.service.on(
    Events.BeforeResponse,
    (response: MutableResponse, req: IncomingMessage & { body?: { grant_type?: string; code?: string } }) => {
      if (req.body?.grant_type !== 'authorization_code') return;
      const identity = take(codes, req.body.code);
      if (!identity || typeof response.body !== 'object') {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant', error_description: 'unknown, used or expired authorization code' };
        return;
      }
      // An opaque token of our own, so that /userinfo knows whose it is.
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, grant(identity));
      response.body = { ...response.body, access_token: accessToken };
    },
  );

  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
    // RFC 6750 allows both; passport-google-oauth20 sends the token as ?access_token=.
    const token =
      /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ??
      new URL(req.url ?? '/', 'http://mock.invalid').searchParams.get('access_token') ??
      undefined;
    const identity = peek(accessTokens, token);
    if (!identity) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body = userinfo(identity);
  });

  await server.start(port, host);
  return server;
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? DEFAULT_OAUTH_MOCK_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    process.stderr.write('Usage: node tools/test/oauth-mock.ts [port]\n');
    process.exit(2);
  }
  startOAuthMock(port).then(
    (server) => {
      process.stdout.write(`[oauth-mock] OAuth 2 server at http://127.0.0.1:${port}\n`);
      const stop = () => void server.stop().finally(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: unknown) => {
      process.stderr.write(`[oauth-mock] ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
