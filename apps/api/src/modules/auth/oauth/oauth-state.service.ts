import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { isSupportedLanguage, type Language, type OAuthProvider } from '@hm/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config.js';

const AUDIENCE = 'hm-oauth-state';
const COOKIE_PATH = '/api/auth/oauth';

/** What the browser carries through the provider round trip, signed, in an HttpOnly cookie. */
export interface OAuthState {
  /** The random `state` sent to the provider; the callback must bring back the same. */
  state: string;
  provider: OAuthProvider;
  returnTo: string | null;
  locale: Language | null;
}

interface StateClaims {
  st?: unknown;
  pr?: unknown;
  rt?: unknown;
  lc?: unknown;
}

/**
 * The OAuth `state` check without a server-side session: the start route sets a short-lived
 * cookie holding a JWT (HS256, JWT_SECRET, its own audience so it can never pass for an access
 * token) with the random state, the provider and the sanitised return path. SameSite=Lax lets
 * it come back on the provider's top-level redirect; another site cannot plant one.
 */
@Injectable()
export class OAuthStateService {
  private readonly cookieName: string;
  private readonly secure: boolean;
  private readonly ttlSeconds: number;

  constructor(
    private readonly jwt: JwtService,
    config: ConfigService<AppConfig, true>,
  ) {
    const auth = config.get('auth', { infer: true });
    this.secure = auth.refreshCookie.secure;
    // `__Host-` would require Path=/; `__Secure-` still forbids a plain-http site from setting it.
    this.cookieName = this.secure ? '__Secure-hm_oauth' : 'hm_oauth';
    this.ttlSeconds = auth.oauthStateTtlSeconds;
  }

  /** Creates the state and sets its cookie; returns the value to send to the provider. */
  async begin(response: Response, provider: OAuthProvider, returnTo: string | null, locale: Language | null): Promise<string> {
    const state = randomBytes(24).toString('base64url');
    const token = await this.jwt.signAsync(
      { st: state, pr: provider, rt: returnTo, lc: locale },
      { algorithm: 'HS256', audience: AUDIENCE, expiresIn: this.ttlSeconds },
    );
    response.cookie(this.cookieName, token, { ...this.cookieOptions(), maxAge: this.ttlSeconds * 1000 });
    return state;
  }

  /**
   * Reads and clears the cookie (a state is good for one callback), and returns it only if it is
   * authentic, unexpired, for this provider, and equal to the `state` the provider sent back.
   */
  async finish(request: Request, response: Response, provider: OAuthProvider, returnedState: unknown): Promise<OAuthState | null> {
    const cookie: unknown = (request.cookies as Record<string, unknown> | undefined)?.[this.cookieName];
    response.clearCookie(this.cookieName, this.cookieOptions());
    if (typeof cookie !== 'string' || typeof returnedState !== 'string') return null;
    let claims: StateClaims;
    try {
      claims = await this.jwt.verifyAsync<StateClaims>(cookie, { algorithms: ['HS256'], audience: AUDIENCE });
    } catch {
      return null;
    }
    if (typeof claims.st !== 'string' || claims.pr !== provider || !sameString(claims.st, returnedState)) return null;
    return {
      state: claims.st,
      provider,
      returnTo: typeof claims.rt === 'string' ? claims.rt : null,
      locale: isSupportedLanguage(claims.lc) ? claims.lc : null,
    };
  }

  private cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.secure, path: COOKIE_PATH };
  }
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
