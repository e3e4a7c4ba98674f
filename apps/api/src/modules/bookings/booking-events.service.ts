import { Injectable } from '@nestjs/common';
import type { BookingChangeKind, BookingMessageView, TimelineEventView } from '@hm/contracts';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { bookingRoom, userRoom } from '../realtime/socket-data.js';
import { ownerView } from './reservation.view.js';
import type { ReservationRecord } from './reservations.repository.js';

/**
 * Socket.IO events of a booking, to its owner's `user:{id}` room and its `booking:{id}` room at
 * once (a socket in both receives each event once). Callers emit only after their transaction
 * committed, so a rolled-back change is never announced.
 */
@Injectable()
export class BookingEventsService {
  constructor(private readonly gateway: RealtimeGateway) {}

  private rooms(booking: Pick<ReservationRecord, 'id' | 'userId'>): string[] {
    return [userRoom(booking.userId), bookingRoom(booking.id)];
  }

  changed(kind: BookingChangeKind, booking: ReservationRecord): void {
    this.gateway.server?.to(this.rooms(booking)).emit('booking:changed', { kind, booking: ownerView(booking) });
  }

  timeline(booking: Pick<ReservationRecord, 'id' | 'userId' | 'bookingNumber'>, event: TimelineEventView): void {
    this.gateway.server
      ?.to(this.rooms(booking))
      .emit('booking:timeline', { bookingId: booking.id, bookingNumber: booking.bookingNumber, event });
  }

  message(booking: Pick<ReservationRecord, 'id' | 'userId' | 'bookingNumber'>, message: BookingMessageView): void {
    this.gateway.server
      ?.to(this.rooms(booking))
      .emit('booking:message', { bookingId: booking.id, bookingNumber: booking.bookingNumber, message });
  }
}
