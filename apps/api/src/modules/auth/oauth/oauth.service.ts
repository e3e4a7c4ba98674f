import { Injectable, Logger } from '@nestjs/common';
import { acceptedLanguages, ApiErrorCode, toSupportedLanguage, type OAuthProvider } from '@hm/contracts';
import type { Request, Response } from 'express';
import { DomainException } from '../../../common/errors/domain.exception.js';
import { AuthPassport } from '../auth-passport.js';
import { runPassportStrategy } from '../passport-runner.js';
import { SessionCookieService } from '../sessions/session-cookie.service.js';
import type { ClientInfo } from '../sessions/sessions.service.js';
import { OAuthAccountsService } from './oauth-accounts.service.js';
import { OAuthStateService } from './oauth-state.service.js';
import { OAuthStrategies } from './oauth-strategies.js';
import { sanitizeReturnTo } from './return-to.js';
import { toProviderProfile, type PassportProfileLike } from './provider-profile.js';

/** Where the SPA picks the round trip up (/auth/callback). */
export const WEB_CALLBACK_PATH = '/auth/callback';

@Injectable()
export class OAuthService {
  private readonly logger = new Logger(OAuthService.name);

  constructor(
    private readonly state: OAuthStateService,
    private readonly accounts: OAuthAccountsService,
    private readonly cookies: SessionCookieService,
    private readonly passport: AuthPassport,
    private readonly strategies: OAuthStrategies,
  ) {}

  /** The provider's authorize URL, with a fresh `state` whose cookie is set on the response. */
  async start(provider: string, request: Request, response: Response): Promise<string> {
    const enabled = this.enabledProvider(provider);
    if (!enabled) throw new DomainException(ApiErrorCode.NOT_FOUND, `Sign-in with ${provider} is not available.`);
    const query = request.query as Record<string, unknown>;
    const locale =
      toSupportedLanguage(typeof query.locale === 'string' ? query.locale : undefined) ??
      acceptedLanguages(request.headers['accept-language'])[0] ??
      null;
    const state = await this.state.begin(response, enabled, sanitizeReturnTo(query.returnTo), locale);
    const outcome = await runPassportStrategy(this.passport, enabled, request, { state });
    if (outcome.kind !== 'redirect') throw new DomainException(ApiErrorCode.INTERNAL_ERROR, `Could not start sign-in with ${provider}.`);
    return outcome.location;
  }

  /**
   * Checks the state, lets passport trade the code for the profile, signs the person in (refresh
   * cookie) and returns where the browser goes next: /auth/callback[?returnTo=], or
   * /auth/callback?error=OAUTH_FAILED for any failure (never a JSON error on a page navigation).
   */
  async callback(provider: string, request: Request, response: Response, client: ClientInfo): Promise<string> {
    const failed = `${WEB_CALLBACK_PATH}?error=${ApiErrorCode.OAUTH_FAILED}`;
    const enabled = this.enabledProvider(provider);
    if (!enabled) return failed;
    const query = request.query as Record<string, unknown>;
    const state = await this.state.finish(request, response, enabled, query.state);
    if (!state) {
      this.logger.warn(`OAuth callback from ${enabled} refused: missing or mismatched state`);
      return failed;
    }
    if (query.error !== undefined || typeof query.code !== 'string') return failed;
    try {
      const outcome = await runPassportStrategy(this.passport, enabled, request, {});
      if (outcome.kind !== 'success') {
        this.logger.warn(`OAuth callback from ${enabled}: ${outcome.kind === 'error' ? describe(outcome.error) : 'no profile'}`);
        return failed;
      }
      const profile = toProviderProfile(enabled, outcome.user as PassportProfileLike);
      if (!profile) return failed;
      const signedIn = await this.accounts.signIn(profile, state.locale, client);
      if (signedIn.kind !== 'signed-in') return failed;
      this.cookies.set(response, signedIn.issued.refreshToken, signedIn.issued.maxAgeSeconds);
      return state.returnTo ? `${WEB_CALLBACK_PATH}?returnTo=${encodeURIComponent(state.returnTo)}` : WEB_CALLBACK_PATH;
    } catch (error) {
      this.logger.error(`OAuth callback from ${enabled} failed: ${describe(error)}`);
      return failed;
    }
  }

  private enabledProvider(provider: string): OAuthProvider | null {
    return (this.strategies.enabled as ReadonlySet<string>).has(provider) ? (provider as OAuthProvider) : null;
  }
}

/** passport-oauth2's errors may carry only a name and a code (a token endpoint's `{ error }`). */
function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return [name, message, code].filter((part) => typeof part === 'string' && part !== '').join(': ') || 'unknown error';
}
