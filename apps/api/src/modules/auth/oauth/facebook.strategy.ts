import { PassportStrategy } from '@nestjs/passport';
import type { Profile } from 'passport';
import facebook from 'passport-facebook';
import type { OAuthProviderConfig } from '../../../config/app-config.js';
import { registeredByConstructor, type AuthPassport } from '../auth-passport.js';

/** Sign-in with Facebook: an identity and an e-mail address, nothing else. Every URL comes from the config. */
export class FacebookStrategy extends PassportStrategy(facebook.Strategy, 'facebook') {
  constructor(passport: AuthPassport, settings: OAuthProviderConfig, callbackURL: string) {
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authorizeUrl,
      tokenURL: settings.tokenUrl,
      profileURL: settings.profileUrl,
      profileFields: ['id', 'emails', 'name'],
      enableProof: true,
      scope: ['email', 'public_profile'],
    });
    passport.use('facebook', this);
  }

  getPassportInstance(): typeof registeredByConstructor {
    return registeredByConstructor;
  }

  // Only the profile is kept; deciding who it is happens in OAuthAccountsService.
  validate(_accessToken: string, _refreshToken: string, profile: Profile): Profile {
    return profile;
  }
}
