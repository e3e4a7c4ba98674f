import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../../config/app-config.js';
import { REDIS } from '../../redis/redis.module.js';

/** Longest time a cached "this session is open" answer is trusted without a revocation notice. */
export const ACTIVE_SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

interface CachedSession {
  userId: string;
  familyId: string;
  /** min(cached at + TTL, the session's own expiry). */
  validUntil: number;
}

/** What a revocation covers: one family (a sign-in), or every session of a user but one family. */
export interface RevokedSessions {
  familyId?: string;
  userId?: string;
  exceptFamilyId?: string;
}

/** Told of every revocation (this node's and the others'); `null` means "anything may have been revoked". */
export type RevocationListener = (scope: RevokedSessions | null) => void;

/** Whether a revocation notice covers a session of this user and family. */
export function revocationCovers(
  { familyId, userId, exceptFamilyId }: RevokedSessions,
  session: { userId: string; familyId: string },
): boolean {
  const inFamily = familyId !== undefined && session.familyId === familyId;
  const ofUser = userId !== undefined && session.userId === userId && session.familyId !== exceptFamilyId;
  return inFamily || ofUser;
}

/**
 * Remembers, for a few seconds, the sessions an access token was just checked against, so that a
 * signed-in user's requests do not each pay a PostgreSQL round trip (it was a quarter of the API's
 * CPU under load). Revocations (sign-out, reuse detection, password change) reach every API node at
 * once over Redis pub/sub and drop the entries they cover; the TTL only bounds the window of a
 * request that re-reads a session while its revocation is being committed. While the subscription
 * is down the cache is emptied and bypassed, so a missed notice can never leave a revoked session
 * usable.
 */
@Injectable()
export class ActiveSessionCache implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ActiveSessionCache.name);
  private readonly entries = new Map<string, CachedSession>();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private listening = false;
  private readonly listeners = new Set<RevocationListener>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: ConfigService<AppConfig, true>,
  ) {
    this.channel = `${config.get('redis', { infer: true }).keyPrefix}sessions:revoked`;
  }

  async onApplicationBootstrap(): Promise<void> {
    const subscriber = this.redis.duplicate({
      connectionName: 'api-session-revocations',
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, message: string) => this.onNotice(message));
    // ioredis re-subscribes by itself after a reconnect; until then nothing is cached.
    subscriber.on('close', () => this.stopListening());
    subscriber.on('ready', () => {
      void subscriber.subscribe(this.channel).then(
        () => {
          this.listening = true;
          // Notices sent while the subscription was down are lost: listeners check for themselves.
          this.tell(null);
        },
        () => this.stopListening(),
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** True when the session is known to be open (no database read needed). */
  isKnownActive(sessionId: string, userId: string, now = Date.now()): boolean {
    if (!this.listening) return false;
    const entry = this.entries.get(sessionId);
    if (!entry) return false;
    if (entry.validUntil <= now || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return false;
    }
    return true;
  }

  remember(sessionId: string, session: { userId: string; familyId: string; expiresAt: Date }, now = Date.now()): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, {
      userId: session.userId,
      familyId: session.familyId,
      validUntil: Math.min(now + ACTIVE_SESSION_CACHE_TTL_MS, session.expiresAt.getTime()),
    });
  }

  /** `listener` hears of every revocation from now on (e.g. to close the sockets of revoked sessions). */
  onRevocation(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops the covered entries here and tells every other API node to do the same. */
  async revoked(scope: RevokedSessions): Promise<void> {
    this.forget(scope);
    // At once here, without waiting for our own notice to come back from Redis.
    this.tell(scope);
    try {
      await this.redis.publish(this.channel, JSON.stringify(scope));
    } catch (error) {
      // Redis is down: every node's subscription is down too, and their caches are off.
      this.logger.warn(`could not announce a session revocation: ${(error as Error).message}`);
    }
  }

  private onNotice(message: string): void {
    let scope: RevokedSessions | null = null;
    try {
      scope = JSON.parse(message) as RevokedSessions;
    } catch {
      scope = null;
    }
    if (scope) this.forget(scope);
    else this.entries.clear();
    this.tell(scope);
  }

  private forget(scope: RevokedSessions): void {
    for (const [sessionId, entry] of this.entries) {
      if (revocationCovers(scope, entry)) this.entries.delete(sessionId);
    }
  }

  private tell(scope: RevokedSessions | null): void {
    for (const listener of this.listeners) {
      try {
        listener(scope);
      } catch (error) {
        this.logger.error(`a revocation listener failed: ${(error as Error).message}`);
      }
    }
  }

  private stopListening(): void {
    this.listening = false;
    this.entries.clear();
  }
}
