import type { OAuthProvider } from '@hm/contracts';
import passport, { type Profile } from 'passport';
import facebook from 'passport-facebook';
import github from 'passport-github2';
import google from 'passport-google-oauth20';
import type { OAuthProviderConfig } from '../../../config/app-config.js';

// What each provider is asked for: an identity and an e-mail address, nothing else.
export const PROVIDER_SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
  github: ['read:user', 'user:email'],
};

export type OAuthAuthenticator = InstanceType<typeof passport.Passport>;

// The strategies only fetch the profile; deciding who it is happens in OAuthAccountsService.
function keepProfile(_accessToken: string, _refreshToken: string, profile: Profile, done: (error: unknown, user?: Express.User) => void): void {
  done(null, profile);
}

/**
 * A private passport instance with one strategy per enabled provider (never the global
 * singleton, so tests can run several apps in one process). Every URL comes from the config.
 */
export function createOAuthAuthenticator(providers: Record<OAuthProvider, OAuthProviderConfig | null>, publicUrl: string): OAuthAuthenticator {
  const authenticator = new passport.Passport();
  const callbackURL = (provider: OAuthProvider) => `${publicUrl}/api/auth/oauth/${provider}/callback`;
  const { google: g, facebook: f, github: h } = providers;
  if (g) {
    authenticator.use(
      'google',
      new google.Strategy(
        {
          clientID: g.clientId,
          clientSecret: g.clientSecret,
          callbackURL: callbackURL('google'),
          authorizationURL: g.authorizeUrl,
          tokenURL: g.tokenUrl,
          userProfileURL: g.profileUrl,
          scope: PROVIDER_SCOPES.google,
        },
        keepProfile,
      ),
    );
  }
  if (f) {
    authenticator.use(
      'facebook',
      new facebook.Strategy(
        {
          clientID: f.clientId,
          clientSecret: f.clientSecret,
          callbackURL: callbackURL('facebook'),
          authorizationURL: f.authorizeUrl,
          tokenURL: f.tokenUrl,
          profileURL: f.profileUrl,
          profileFields: ['id', 'emails', 'name'],
          enableProof: true,
          scope: PROVIDER_SCOPES.facebook,
        },
        keepProfile,
      ),
    );
  }
  if (h) {
    authenticator.use(
      'github',
      new github.Strategy(
        {
          clientID: h.clientId,
          clientSecret: h.clientSecret,
          callbackURL: callbackURL('github'),
          authorizationURL: h.authorizeUrl,
          tokenURL: h.tokenUrl,
          userProfileURL: h.profileUrl,
          userEmailURL: h.emailsUrl ?? undefined,
          // Every address with its `primary` and `verified` flags, not only the primary one's value.
          allRawEmails: true,
          scope: PROVIDER_SCOPES.github,
        },
        keepProfile,
      ),
    );
  }
  return authenticator;
}
