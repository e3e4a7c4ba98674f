import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LockMode, MikroORM, type EntityManager } from '@mikro-orm/core';
import { AuthSession, User } from '@hm/db';
import { randomUUID } from 'node:crypto';
import { ApiErrorCode } from '@hm/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { DomainException } from '../../../common/errors/domain.exception.js';
import { ActiveSessionCache } from './active-session-cache.js';
import { hashOpaqueToken, isOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { successorKey, successorToken } from './refresh-successor.js';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface IssuedRefreshToken {
  session: AuthSession;
  /** Sent once, in the cookie; only its hash is stored. */
  refreshToken: string;
  maxAgeSeconds: number;
}

export type RotateOutcome =
  | ({ kind: 'rotated'; user: User } & IssuedRefreshToken)
  /** A token that was already rotated came back: someone else holds a copy. The family is now revoked. */
  | { kind: 'reused' }
  | { kind: 'invalid' };

/** An operator disabled the account (docs/operations.md "People"). */
export const accountDisabled = () =>
  new DomainException(ApiErrorCode.ACCOUNT_DISABLED, 'This account is disabled. Write to support to know why or to have it enabled again.');

/**
 * Server-side sessions behind the refresh cookie. Every method that writes takes the caller's
 * EntityManager inside its transaction (one transaction per use case).
 */
@Injectable()
export class SessionsService {
  private readonly successorKey: Buffer;

  constructor(
    private readonly config: ConfigService<AppConfig, true>,
    private readonly orm: MikroORM,
    private readonly activeSessions: ActiveSessionCache,
  ) {
    this.successorKey = successorKey(config.get('auth', { infer: true }).jwtSecret);
  }

  /** One hour, or 30 days with "remember me". */
  lifetimeSeconds(rememberMe: boolean): number {
    const auth = this.config.get('auth', { infer: true });
    return rememberMe ? auth.rememberMeSessionTtlSeconds : auth.sessionTtlSeconds;
  }

  /** Opens a session (a new family and a random token unless given, as on rotation). */
  start(
    em: EntityManager,
    user: User,
    rememberMe: boolean,
    client: ClientInfo,
    familyId: string = randomUUID(),
    refreshToken: string = newOpaqueToken(),
  ): IssuedRefreshToken {
    // Every way in (password, Google, a reset or an invitation) opens a session here.
    if (user.disabledAt) throw accountDisabled();
    const maxAgeSeconds = this.lifetimeSeconds(rememberMe);
    const session = em.create(AuthSession, {
      id: randomUUID(),
      user,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      rememberMe,
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    });
    return { session, refreshToken, maxAgeSeconds };
  }

  /**
   * Trades a refresh token for a new one in the same family, keeping its remember-me length
   * from now on (sliding). The row is locked, so concurrent uses of one token take turns: the
   * first rotates it, the others find it just rotated and get the same successor back.
   */
  async rotate(em: EntityManager, refreshToken: string, client: ClientInfo): Promise<RotateOutcome> {
    if (!isOpaqueToken(refreshToken)) return { kind: 'invalid' };
    const current = await em.findOne(AuthSession, { tokenHash: hashOpaqueToken(refreshToken) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!current || current.revokedAt) return { kind: 'invalid' };
    if (current.rotatedAt) return this.replayOrRevoke(em, current, refreshToken);
    if (current.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    const user = await em.findOneOrFail(User, { id: current.user.id });
    const next = this.start(em, user, current.rememberMe, client, current.familyId, successorToken(refreshToken, this.successorKey));
    current.rotatedAt = new Date();
    current.replacedBy = next.session.id;
    return { kind: 'rotated', user, ...next };
  }

  /**
   * A rotated token came back. Shortly after its rotation, and while its successor is still the
   * live one, it is the same browser asking twice (two tabs, a retry after a lost answer): it gets
   * the same successor, re-derived from it, with the cookie lifetime that successor has left.
   * Later, or once the successor was rotated in turn, someone else holds a copy: the family goes.
   */
  private async replayOrRevoke(em: EntityManager, current: AuthSession, refreshToken: string): Promise<RotateOutcome> {
    const graceMs = this.config.get('auth', { infer: true }).refreshReuseGraceSeconds * 1000;
    const now = Date.now();
    if (current.rotatedAt && now - current.rotatedAt.getTime() <= graceMs && current.replacedBy) {
      const successor = await em.findOne(AuthSession, { id: current.replacedBy });
      if (successor && !successor.rotatedAt) {
        if (successor.revokedAt || successor.expiresAt.getTime() <= now) return { kind: 'invalid' };
        const token = successorToken(refreshToken, this.successorKey);
        // Rotated before successors were derived, or under another server secret: the same
        // token cannot be given back, so this copy is refused without signing the other out.
        if (hashOpaqueToken(token) !== successor.tokenHash) return { kind: 'invalid' };
        const user = await em.findOneOrFail(User, { id: successor.user.id });
        const maxAgeSeconds = Math.max(1, Math.floor((successor.expiresAt.getTime() - now) / 1000));
        return { kind: 'rotated', user, session: successor, refreshToken: token, maxAgeSeconds };
      }
    }
    await this.revokeFamily(em, current.familyId);
    return { kind: 'reused' };
  }

  /** Revokes the sign-in a refresh token belongs to (whatever state its row is in). */
  async revokeByToken(em: EntityManager, refreshToken: string): Promise<void> {
    if (!isOpaqueToken(refreshToken)) return;
    const row = await em.findOne(AuthSession, { tokenHash: hashOpaqueToken(refreshToken) });
    if (row) await this.revokeFamily(em, row.familyId);
  }

  async revokeFamilyOfSession(em: EntityManager, sessionId: string): Promise<void> {
    const row = await em.findOne(AuthSession, { id: sessionId });
    if (row) await this.revokeFamily(em, row.familyId);
  }

  async revokeFamily(em: EntityManager, familyId: string): Promise<void> {
    await em.nativeUpdate(AuthSession, { familyId, revokedAt: null }, { revokedAt: new Date() });
    await this.activeSessions.revoked({ familyId });
  }

  /** Signs the user out everywhere, except (optionally) the sign-in the request came from. */
  async revokeAllOfUser(em: EntityManager, userId: string, keepSessionId?: string): Promise<void> {
    let keepFamily: string | undefined;
    if (keepSessionId) keepFamily = (await em.findOne(AuthSession, { id: keepSessionId, user: userId }))?.familyId;
    await em.nativeUpdate(
      AuthSession,
      { user: userId, revokedAt: null, ...(keepFamily ? { familyId: { $ne: keepFamily } } : {}) },
      { revokedAt: new Date() },
    );
    await this.activeSessions.revoked({ userId, exceptFamilyId: keepFamily });
  }

  /** Old rows only matter for reuse detection while their family could still be refreshed. */
  async pruneExpired(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(AuthSession, { user: userId, expiresAt: { $lt: new Date(Date.now() - 24 * 3600 * 1000) } });
  }

  /**
   * Whether an access token's session may still be used: its row exists, is not revoked (revoking
   * marks every row of the family, so tokens of rotated rows die too) and has not expired. Read
   * from PostgreSQL (a primary-key look-up), then remembered for a few seconds by
   * ActiveSessionCache, which every revocation clears on every API node at once.
   */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    if (this.activeSessions.isKnownActive(sessionId, userId)) return true;
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ family_id: string; expires_at: Date }[]>(
        'select family_id, expires_at from auth_sessions where id = ? and user_id = ? and revoked_at is null and expires_at > now()',
        [sessionId, userId],
      );
    const row = rows[0];
    if (!row) return false;
    this.activeSessions.remember(sessionId, { userId, familyId: row.family_id, expiresAt: new Date(row.expires_at) });
    return true;
  }

  /** The live session of a refresh cookie, without rotating it (Bull Board reads the cookie this way). */
  async findActiveByToken(refreshToken: string): Promise<{ session: AuthSession; user: User } | null> {
    if (!isOpaqueToken(refreshToken)) return null;
    const em = this.orm.em.fork();
    const session = await em.findOne(AuthSession, { tokenHash: hashOpaqueToken(refreshToken), revokedAt: null, rotatedAt: null });
    if (!session || session.expiresAt.getTime() <= Date.now()) return null;
    const user = await em.findOne(User, { id: session.user.id });
    return user ? { session, user } : null;
  }
}
