import { PassportStrategy } from '@nestjs/passport';
import type { Profile } from 'passport';
import google from 'passport-google-oauth20';
import type { OAuthProviderConfig } from '../../../config/app-config.js';
import { registeredByConstructor, type AuthPassport } from '../auth-passport.js';

/** Sign-in with Google: an identity and an e-mail address, nothing else. Every URL comes from the config. */
export class GoogleStrategy extends PassportStrategy(google.Strategy, 'google') {
  constructor(passport: AuthPassport, settings: OAuthProviderConfig, callbackURL: string) {
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authorizeUrl,
      tokenURL: settings.tokenUrl,
      userProfileURL: settings.profileUrl,
      scope: ['openid', 'email', 'profile'],
    });
    passport.use('google', this);
  }

  getPassportInstance(): typeof registeredByConstructor {
    return registeredByConstructor;
  }

  // Only the profile is kept; deciding who it is happens in OAuthAccountsService.
  validate(_accessToken: string, _refreshToken: string, profile: Profile): Profile {
    return profile;
  }
}
