import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RateLimitedAck } from '@hm/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import type { AppSocket } from './socket-data.js';

const PER_USER_BUCKET = 'socket-events-user';
/** A connection that keeps sending this many times its limit in one window is closed. */
const CLOSE_AFTER_FACTOR = 3;
const RATE_LIMITED: RateLimitedAck = { ok: false, code: 'RATE_LIMITED' };

/**
 * Limits the events a socket sends, before any handler (and its database read) runs: per
 * connection on this node, and per user across every node and tab through the API's RateLimiter
 * (Redis). An event over the limit is dropped; if it expects an answer it gets
 * RATE_LIMITED. Redis unreachable: the per-user limit pauses, the per-connection one holds.
 */
@Injectable()
export class SocketEventLimiter {
  constructor(
    private readonly counters: RateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** Installs the limit on a newly connected socket. */
  watch(socket: AppSocket): void {
    const { perConnection, perUser } = this.config.get('realtime', { infer: true }).eventLimits;
    let windowStart = Date.now();
    let count = 0;
    socket.use((packet, next) => {
      const now = Date.now();
      if (now - windowStart >= perConnection.windowMs) {
        windowStart = now;
        count = 0;
      }
      count += 1;
      const ack = packet[packet.length - 1];
      const refuse = () => {
        if (typeof ack === 'function') (ack as (reply: RateLimitedAck) => void)(RATE_LIMITED);
      };
      if (count > perConnection.limit * CLOSE_AFTER_FACTOR) {
        socket.disconnect();
        return;
      }
      if (count > perConnection.limit) {
        refuse();
        return;
      }
      const user = socket.data.user;
      if (!user) {
        next();
        return;
      }
      void this.counters.record(PER_USER_BUCKET, user.id, perUser).then((hits) => (hits > perUser.limit ? refuse() : next()));
    });
  }
}
