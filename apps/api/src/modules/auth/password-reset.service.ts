import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager, LockMode } from '@mikro-orm/core';
import { ApiErrorCode } from '@hm/contracts';
import { PasswordResetToken, User } from '@hm/db';
import type { AppConfig } from '../../config/app-config.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { enqueueUserMail } from './account-mail.js';
import { hashPassword } from './passwords/password-hasher.js';
import { assertAcceptablePassword } from './passwords/password-policy.js';
import { AuthRateLimiter } from './rate-limit/auth-rate-limiter.service.js';
import { SIGN_IN_FAILURES_BUCKET } from './rate-limit/buckets.js';
import { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from './sessions/opaque-token.js';
import { SessionsService } from './sessions/sessions.service.js';
import { findUserByEmail } from './user-lookup.js';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly limiter: AuthRateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /**
   * For a known address: a single-use link valid one hour, mailed (through the outbox) in the
   * account's language. For an unknown one: nothing. The caller answers the same either way.
   */
  async requestReset(email: string): Promise<void> {
    const { passwordResetTtlSeconds } = this.config.get('auth', { infer: true });
    const publicUrl = this.config.get('http', { infer: true }).publicUrl;
    await this.em.transactional(async (em) => {
      const user = await findUserByEmail(em, email);
      if (!user) return;
      const token = newOpaqueToken();
      em.create(PasswordResetToken, {
        user,
        tokenHash: hashOpaqueToken(token),
        expiresAt: new Date(Date.now() + passwordResetTtlSeconds * 1000),
      });
      const actionUrl = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      enqueueUserMail(em, user, 'resetPassword', { firstName: user.firstName, actionUrl });
    });
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
