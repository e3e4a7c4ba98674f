import { bookingRoom, OPERATORS_ROOM, userRoom } from '@hm/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { SocketRoomEmitter } from '../chat/socket-room-emitter.js';
import type { WorkerConfig } from '../config/worker-config.js';
import { PRODUCER_REDIS, WORKER_CONFIG } from '../infrastructure/tokens.js';
import type { ChargeStep } from './card-charges.js';

/**
 * Tells both sides of a job, live, what a card payment did (after the commit): the thread's message,
 * if any, to the customer's, the pro's and the booking's rooms; a `booking:money` signal to the
 * booking's room, on which an open reservation page reads its money again (each viewer sees their
 * own view; a late-change fee has no message, the pro never hears of it); and the operators'
 * console. Best effort: the page shows it on its next read anyway.
 */
@Injectable()
export class PaymentsAnnouncer {
  private readonly emitter: SocketRoomEmitter;

  constructor(
    @Inject(PRODUCER_REDIS) redis: Redis,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @InjectPinoLogger(PaymentsAnnouncer.name) private readonly logger: PinoLogger,
  ) {
    this.emitter = new SocketRoomEmitter(redis, config.socketKeyPrefix);
  }

  async announce(step: ChargeStep | null): Promise<void> {
    if (!step) return;
    const { booking, message } = step;
    try {
      const ids = { bookingId: booking.id, bookingNumber: booking.bookingNumber };
      if (message) {
        const rooms = [userRoom(booking.userId), bookingRoom(booking.id)];
        if (booking.professionalId) rooms.push(userRoom(booking.professionalId));
        await this.emitter.emit(rooms, 'booking:message', { ...ids, message });
      }
      // Every open reservation page reads its money again, whichever tab shows.
      await this.emitter.emit(bookingRoom(booking.id), 'booking:money', ids);
      await this.emitter.emit(OPERATORS_ROOM, 'console:changed');
    } catch (error) {
      this.logger.warn({ err: error, bookingId: booking.id }, 'card payment: the live update was not sent');
    }
  }
}
