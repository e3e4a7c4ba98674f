import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ApiErrorCode } from '@hm/contracts';
import { hashOpaqueToken, isOpaqueToken, PasswordResetToken, User } from '@hm/db';
import { enqueueViaOutbox } from '@hm/queue';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { hashPassword } from './passwords/password-hasher.js';
import { assertAcceptablePassword } from './passwords/password-policy.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { SIGN_IN_FAILURES_BUCKET } from './rate-limit/buckets.js';
import { SessionsService } from './sessions/sessions.service.js';
import { findUserByEmail } from './user-lookup.js';

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Requests answered but not yet recorded. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /**
   * Starts the request and returns at once: the caller answers before any database work, so a known
   * and an unknown address take the same time. A failure is logged; the answer was the same anyway.
   */
  requestResetInBackground(email: string): void {
    const work = this.requestReset(email)
      .catch((error: unknown) => this.logger.error({ err: error }, 'forgot-password request could not be recorded'))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every request started so far is recorded (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.all(this.pending);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  /**
   * For a known address: a single-use link valid one hour, mailed (through the outbox) in the
   * account's language; the worker makes its token when it sends the mail. For an unknown one: nothing.
   */
  private async requestReset(email: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await findUserByEmail(em, email);
      if (user) this.queueResetLink(em, user);
    });
  }

  /** Records a reset link for `user` and queues its e-mail, in the caller's transaction (also an operator's "send a reset link"). */
  queueResetLink(em: EntityManager, user: User): void {
    const { passwordResetTtlSeconds } = this.config.get('auth', { infer: true });
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    // The id is needed now, for the job; the row gets its token when the mail is sent.
    const link = em.create(PasswordResetToken, {
      id: randomUUID(),
      user,
      tokenHash: null,
      expiresAt: new Date(Date.now() + passwordResetTtlSeconds * 1000),
    });
    enqueueViaOutbox(em, 'mail', 'accountLink', { kind: 'passwordReset', rowId: link.id, pageUrl: `${publicUrl}/reset-password` });
  }

  /**
   * Sets the new password if the token is known, unused and not expired; then the token (and any
   * other pending one of the user) is spent and every session of the user is revoked.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    if (!isOpaqueToken(token)) throw invalidToken();
    const email = await this.em.transactional(async (em) => {
      const row = await em.findOne(PasswordResetToken, { tokenHash: hashOpaqueToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
      assertAcceptablePassword(password);
      const user = await em.findOneOrFail(User, { id: row.user.id });
      user.passwordHash = await hashPassword(password);
      const now = new Date();
      // Following the mailed link proves the mailbox is theirs.
      user.emailVerifiedAt ??= now;
      await em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: now });
      row.usedAt = now;
      await this.sessions.revokeAllOfUser(em, user.id);
      return user.email;
    });
    if (email === null) throw invalidToken();
    // Whoever proves they own the mailbox may sign in again at once, even after a lock-out.
    await this.limiter.reset(SIGN_IN_FAILURES_BUCKET, email);
  }
}

const invalidToken = () => new DomainException(ApiErrorCode.INVALID_RESET_TOKEN, 'This password reset link is invalid or has expired.');
