import { bookingRoom, OPERATORS_ROOM, userRoom } from '@hm/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { roomEvent, SocketRoomEmitter, type RoomEvent } from '../chat/socket-room-emitter.js';
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

  /** The steps of one transaction (a burst of webhooks applied together), sent in one round trip. */
  async announce(...steps: (ChargeStep | null)[]): Promise<void> {
    const done = steps.filter((step) => step !== null);
    if (done.length === 0) return;
    const events: RoomEvent[] = [];
    for (const { booking, message } of done) {
      const ids = { bookingId: booking.id, bookingNumber: booking.bookingNumber };
      if (message) {
        const rooms = [userRoom(booking.userId), bookingRoom(booking.id)];
        if (booking.professionalId) rooms.push(userRoom(booking.professionalId));
        events.push(roomEvent(rooms, 'booking:message', { ...ids, message }));
      }
      // Every open reservation page reads its money again, whichever tab shows.
      events.push(roomEvent(bookingRoom(booking.id), 'booking:money', ids));
    }
    events.push(roomEvent(OPERATORS_ROOM, 'console:changed'));
    try {
      await this.emitter.emitAll(events);
    } catch (error) {
      this.logger.warn({ err: error, bookingIds: done.map((step) => step.booking.id) }, 'card payment: the live update was not sent');
    }
  }
}
