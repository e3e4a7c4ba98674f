import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@hm/contracts';
import type { AppConfig, OAuthProviderConfig } from '../../../config/app-config.js';
import { AuthPassport } from '../auth-passport.js';
import { FacebookStrategy } from './facebook.strategy.js';
import { GitHubStrategy } from './github.strategy.js';
import { GoogleStrategy } from './google.strategy.js';

const STRATEGIES: Record<OAuthProvider, new (passport: AuthPassport, settings: OAuthProviderConfig, callbackURL: string) => unknown> = {
  google: GoogleStrategy,
  facebook: FacebookStrategy,
  github: GitHubStrategy,
};

/** The providers whose client id and secret are set, each with its strategy registered on the app's passport under its name. */
@Injectable()
export class OAuthStrategies {
  readonly enabled: ReadonlySet<OAuthProvider>;

  constructor(passport: AuthPassport, config: ConfigService<AppConfig, true>) {
    const providers = config.get('oauth', { infer: true });
    const publicUrl = config.get('http', { infer: true }).publicUrl;
    const enabled = new Set<OAuthProvider>();
    for (const provider of OAUTH_PROVIDERS) {
      const settings = providers[provider];
      if (!settings) continue;
      new STRATEGIES[provider](passport, settings, `${publicUrl}/api/auth/oauth/${provider}/callback`);
      enabled.add(provider);
    }
    this.enabled = enabled;
  }
}
