import { PassportStrategy } from '@nestjs/passport';
import type { Profile } from 'passport';
import github from 'passport-github2';
import type { OAuthProviderConfig } from '../../../config/app-config.js';
import { registeredByConstructor, type AuthPassport } from '../auth-passport.js';

/** Sign-in with GitHub: an identity and the e-mail addresses, nothing else. Every URL comes from the config. */
export class GitHubStrategy extends PassportStrategy(github.Strategy, 'github') {
  constructor(passport: AuthPassport, settings: OAuthProviderConfig, callbackURL: string) {
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authorizeUrl,
      tokenURL: settings.tokenUrl,
      userProfileURL: settings.profileUrl,
      userEmailURL: settings.emailsUrl ?? undefined,
      // Every address with its `primary` and `verified` flags, not only the primary one's value.
      allRawEmails: true,
      scope: ['read:user', 'user:email'],
    });
    passport.use('github', this);
  }

  getPassportInstance(): typeof registeredByConstructor {
    return registeredByConstructor;
  }

  // Only the profile is kept; deciding who it is happens in OAuthAccountsService.
  validate(_accessToken: string, _refreshToken: string, profile: Profile): Profile {
    return profile;
  }
}
