import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiErrorCode, normalizeEmail, normalizePhone, type AuthSession } from '@hm/contracts';
import { User } from '@hm/db';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { botTrapOf } from '../public-forms/dto/public-form-fields.js';
import { AccessTokenService } from './access-token.service.js';
import { enqueueUserMail } from './account-mail.js';
import type { SignInDto } from './dto/sign-in.dto.js';
import type { SignUpDto } from './dto/sign-up.dto.js';
import { hashPassword, verifyPassword } from './passwords/password-hasher.js';
import { assertAcceptablePassword } from './passwords/password-policy.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { SIGN_IN_FAILURES_BUCKET } from './rate-limit/buckets.js';
import { SessionsService, type ClientInfo, type IssuedRefreshToken } from './sessions/sessions.service.js';
import { toSessionUser } from './session-user.view.js';
import { findUserByEmail } from './user-lookup.js';

/** What a use case hands the controller: the JSON answer and the cookie to set. */
export interface StartedSession {
  body: AuthSession;
  cookie: { refreshToken: string; maxAgeSeconds: number };
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly tokens: AccessTokenService,
    private readonly limiter: RateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /**
   * The per-IP limit is loose (a campus or a carrier's NAT puts many people behind one address):
   * a sign-up through the page that fell into its honeypot or time trap is refused. Unlike the
   * public forms' fake success, the answer says so: a session cannot be faked, and the one
   * person who trips the time trap only has to send again.
   */
  async signUp(dto: SignUpDto, client: ClientInfo): Promise<StartedSession> {
    const trap = botTrapOf(dto);
    if (trap !== null) {
      this.logger.warn({ form: 'sign-up', trap, ip: client.ip }, `Sign-up refused by the ${trap}`);
      throw new DomainException(
        ApiErrorCode.FORM_SENT_TOO_FAST,
        'The form was sent sooner than a person can fill it: check it and send it again.',
      );
    }
    assertAcceptablePassword(dto.password);
    const passwordHash = await hashPassword(dto.password);
    const phone = dto.phone ? normalizePhone(dto.phone) : '';
    try {
      const { user, issued } = await this.em.transactional(async (em) => {
        const created = em.create(User, {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: normalizeEmail(dto.email),
          phone: phone === '' ? null : phone,
          locale: dto.locale,
          role: 'customer',
          passwordHash,
        });
        // The unique index on lower(email) decides duplicates, even between two simultaneous sign-ups.
        await em.flush();
        enqueueUserMail(em, created, 'welcome', { firstName: created.firstName });
        return { user: created, issued: this.sessions.start(em, created, dto.rememberMe ?? false, client) };
      });
      return this.started(user, issued);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes('users_email_lower_unique')) {
        throw new DomainException(ApiErrorCode.EMAIL_TAKEN, 'An account with this e-mail already exists.');
      }
      throw error;
    }
  }

  /**
   * Unknown e-mail and wrong password get the same answer after the same work (a dummy hash is
   * checked). Failures per e-mail are counted: each one answers a little later, and past the
   * limit the address is locked for the rest of the window (429 with retryAfter). The lockout is
   * a counter of the API's RateLimiter that only failures feed (a route limit counts every
   * attempt), so it lives here rather than on the route; a success or a password reset clears it.
   */
  async signIn(dto: SignInDto, client: ClientInfo): Promise<StartedSession> {
    const email = normalizeEmail(dto.email);
    const { limits } = this.config.get('auth', { infer: true });
    await this.limiter.assertBelowLimit(SIGN_IN_FAILURES_BUCKET, email, limits.signInFailuresPerEmail);
    const user = await findUserByEmail(this.em.fork(), email);
    const valid = await verifyPassword(user?.passwordHash, dto.password);
    if (!user || !valid) {
      const failures = await this.limiter.record(SIGN_IN_FAILURES_BUCKET, email, limits.signInFailuresPerEmail);
      const { baseMs, maxMs } = limits.failureDelay;
      if (baseMs > 0) await sleep(Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1)));
      throw new DomainException(ApiErrorCode.INVALID_CREDENTIALS, 'Invalid e-mail or password.');
    }
    await this.limiter.reset(SIGN_IN_FAILURES_BUCKET, email);
    const issued = await this.em.transactional(async (em) => {
      const signedIn = await em.findOneOrFail(User, { id: user.id });
      await this.sessions.pruneExpired(em, signedIn.id);
      return this.sessions.start(em, signedIn, dto.rememberMe, client);
    });
    return this.started(user, issued);
  }

  /** Rotates the refresh token; an old one reused past the grace period revokes its whole family. */
  async refresh(refreshToken: string | null, client: ClientInfo): Promise<StartedSession> {
    if (refreshToken === null) throw sessionExpired();
    const outcome = await this.em.transactional((em) => this.sessions.rotate(em, refreshToken, client));
    // Thrown after the commit, so a revoked family stays revoked.
    if (outcome.kind !== 'rotated') throw sessionExpired();
    return this.started(outcome.user, outcome);
  }

  /** Revokes the session of the cookie, or of the access token when only that is sent. */
  async signOut(refreshToken: string | null, sessionId: string | null): Promise<void> {
    await this.em.transactional(async (em) => {
      if (refreshToken !== null) await this.sessions.revokeByToken(em, refreshToken);
      if (sessionId !== null) await this.sessions.revokeFamilyOfSession(em, sessionId);
    });
  }

  private async started(user: User, issued: IssuedRefreshToken): Promise<StartedSession> {
    const access = await this.tokens.issue(user, issued.session.id);
    return {
      body: { ...access, user: toSessionUser(user) },
      cookie: { refreshToken: issued.refreshToken, maxAgeSeconds: issued.maxAgeSeconds },
    };
  }
}

const sessionExpired = () => new DomainException(ApiErrorCode.SESSION_EXPIRED, 'The session has ended. Please sign in again.');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
