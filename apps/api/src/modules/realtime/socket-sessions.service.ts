import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { SocketConnectError, type AuthRefreshAck, type SessionEndedPayload } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { ActiveSessionCache, revocationCovers, type RevokedSessions } from '../auth/sessions/active-session-cache.js';
import { isAllowedSocketOrigin } from './socket-origin.js';
import type { AppServer, AppSocket, SocketData } from './socket-data.js';

const ANONYMOUS: SocketData = { user: null, familyId: null, tokenExpiresAt: null };
/**
 * Revocations are announced just before their transaction commits: a socket that reconnects in
 * that instant with a still-valid token gets in. A second look, once committed, closes it.
 */
const RECHECK_AFTER_MS = 1500;

/**
 * Every socket belongs to the session whose access token opened it, and lives no longer than it:
 * - the handshake (first connection and every recovered one) checks the Origin and the token;
 * - a revocation (sign-out, password change or reset, a reused refresh token), announced to every
 *   API node over Redis, closes the session's sockets on each node;
 * - a socket whose token expires is asked for a fresh one (`auth:renew`, answered by
 *   `auth:refresh`) and closed at expiry if none came.
 */
@Injectable()
export class SocketSessionsService implements OnModuleDestroy {
  private readonly logger = new Logger(SocketSessionsService.name);
  private readonly timers = new Map<string, NodeJS.Timeout[]>();
  private server: AppServer | null = null;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly revocations: ActiveSessionCache,
    private readonly em: EntityManager,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** Called once the Socket.IO server exists: installs the handshake check and follows revocations. */
  attach(server: AppServer): void {
    this.server = server;
    server.use((socket, next) => {
      this.handshake(socket).then(
        (refusal) => next(refusal ? new Error(refusal) : undefined),
        (error: Error) => {
          this.logger.warn(`socket handshake failed: ${error.message}`);
          next(new Error(SocketConnectError.INVALID_TOKEN));
        },
      );
    });
    this.stopListening = this.revocations.onRevocation((scope) => void this.closeRevoked(scope));
  }

  onModuleDestroy(): void {
    this.stopListening?.();
    for (const timers of this.timers.values()) timers.forEach(clearTimeout);
    this.timers.clear();
  }

  /** Starts the socket's expiry clock (after the handshake let it in). */
  connected(socket: AppSocket): void {
    this.schedule(socket);
    socket.on('disconnect', () => this.clearTimers(socket.id));
  }

  /** `auth:refresh`: the same user's fresh token keeps the socket open past the old one's expiry. */
  async refresh(socket: AppSocket, token: unknown): Promise<AuthRefreshAck> {
    const current = socket.data.user;
    if (!current) return { ok: false, code: 'UNAUTHENTICATED' };
    const identity = typeof token === 'string' && token !== '' ? await this.identify(token).catch(() => null) : null;
    if (!identity) return { ok: false, code: 'INVALID_TOKEN' };
    if (identity.user?.id !== current.id) {
      // A socket never changes hands: whoever holds another user's token opens their own. Closed
      // once this answer has gone out.
      setImmediate(() => this.end(socket, 'revoked'));
      return { ok: false, code: 'INVALID_TOKEN' };
    }
    Object.assign(socket.data, identity);
    this.schedule(socket);
    return { ok: true, expiresAt: new Date(identity.tokenExpiresAt!).toISOString() };
  }

  /** Null to let the socket in, else the reason sent in its `connect_error`. */
  private async handshake(socket: AppSocket): Promise<SocketConnectError | null> {
    const { allowedOrigins, allowLoopbackOrigins } = this.config.get('realtime', { infer: true });
    if (!isAllowedSocketOrigin(socket.handshake.headers.origin, allowedOrigins, allowLoopbackOrigins))
      return SocketConnectError.ORIGIN_NOT_ALLOWED;
    const token: unknown = socket.handshake.auth?.['token'];
    let identity: SocketData = ANONYMOUS;
    if (token !== undefined && token !== null && token !== '') {
      if (typeof token !== 'string') return SocketConnectError.INVALID_TOKEN;
      const verified = await this.identify(token).catch(() => null);
      if (!verified) return SocketConnectError.INVALID_TOKEN;
      identity = verified;
    }
    // A recovered connection gets its rooms and missed events back: only for the same user, whose
    // session is still open (checked just above), never for an anonymous or another caller.
    if (socket.recovered && (socket.data.user?.id ?? null) !== (identity.user?.id ?? null)) return SocketConnectError.INVALID_TOKEN;
    Object.assign(socket.data, identity);
    return null;
  }

  private async identify(token: string): Promise<SocketData> {
    const { user, expiresAt } = await this.tokens.verifyWithExpiry(token);
    const [row] = await this.em
      .fork()
      .execute<{ family_id: string }[]>('select family_id from auth_sessions where id = ?', [user.sessionId]);
    if (!row) throw new Error('session not found');
    return { user, familyId: row.family_id, tokenExpiresAt: expiresAt };
  }

  private schedule(socket: AppSocket): void {
    this.clearTimers(socket.id);
    const expiresAt = socket.data.tokenExpiresAt;
    if (expiresAt === null || !socket.data.user) return;
    const { renewLeadMs } = this.config.get('realtime', { infer: true });
    const left = expiresAt - Date.now();
    const renew = setTimeout(
      () => socket.emit('auth:renew', { expiresAt: new Date(expiresAt).toISOString() }),
      Math.max(0, left - renewLeadMs),
    );
    const expire = setTimeout(() => this.end(socket, 'expired'), Math.max(0, left));
    renew.unref();
    expire.unref();
    this.timers.set(socket.id, [renew, expire]);
  }

  private clearTimers(socketId: string): void {
    this.timers.get(socketId)?.forEach(clearTimeout);
    this.timers.delete(socketId);
  }

  /** Closes the sockets of this node that the revocation covers; null (notices may have been lost): checks every one. */
  private async closeRevoked(scope: RevokedSessions | null): Promise<void> {
    if (scope === null) {
      await this.closeEnded(null);
      return;
    }
    for (const socket of this.signedInSockets()) {
      if (revocationCovers(scope, { userId: socket.data.user!.id, familyId: socket.data.familyId! })) this.end(socket, 'revoked');
    }
    setTimeout(
      () => void this.closeEnded(scope).catch((error: Error) => this.logger.warn(`socket re-check failed: ${error.message}`)),
      RECHECK_AFTER_MS,
    ).unref();
  }

  /** Closes the sockets (of the scope, or all) whose session the database says has ended. */
  private async closeEnded(scope: RevokedSessions | null): Promise<void> {
    const sockets = this.signedInSockets().filter(
      (socket) => !scope || revocationCovers(scope, { userId: socket.data.user!.id, familyId: socket.data.familyId! }),
    );
    if (sockets.length === 0) return;
    const ids = [...new Set(sockets.map((socket) => socket.data.user!.sessionId))];
    const open = new Set(
      (
        await this.em
          .fork()
          .execute<{ id: string }[]>('select id from auth_sessions where id in (?) and revoked_at is null and expires_at > now()', [ids])
      ).map((row) => row.id),
    );
    for (const socket of sockets) if (!open.has(socket.data.user!.sessionId)) this.end(socket, 'revoked');
  }

  private signedInSockets(): AppSocket[] {
    return [...(this.server?.sockets.sockets.values() ?? [])].filter((socket) => socket.data.user && socket.data.familyId);
  }

  /** Tells the client why, then closes the socket for good (no connection state recovery). */
  private end(socket: AppSocket, reason: SessionEndedPayload['reason']): void {
    if (!socket.connected || !this.server) return;
    // socket.emit would go through the Redis stream (recovery numbers every packet) and arrive
    // after the close; a local emit is written to this node's socket at once, before it.
    this.server.local.to(socket.id).emit('session:ended', { reason });
    socket.disconnect();
  }
}
