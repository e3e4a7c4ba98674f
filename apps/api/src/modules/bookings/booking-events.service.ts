import { Injectable } from '@nestjs/common';
import {
  BookingStatus,
  TimelineStatus,
  type BookingChangeKind,
  type BookingMessageView,
  type BookingTranslationPayload,
  type TimelineEventView,
} from '@hm/contracts';
import { AvailabilityCache } from '../availability/availability-cache.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { bookingRoom, OPERATORS_ROOM, PROS_ROOM, userRoom } from '../realtime/socket-data.js';
import { toReservationView } from './reservation.view.js';
import type { ReservationRecord } from './reservations.repository.js';

type BookingParties = Pick<ReservationRecord, 'id' | 'userId' | 'professionalId' | 'bookingNumber'>;

/**
 * Socket.IO events of a booking, to everyone concerned (docs/notifications.md): the owner's and
 * the assigned professional's `user:{id}` rooms (joined at connection, so "My jobs" and the
 * dashboard follow without a request) and the `booking:{id}` room (operators on its page). A
 * socket in several of these rooms receives each event once. Callers emit only after their
 * transaction committed, so a rolled-back change is never announced.
 */
@Injectable()
export class BookingEventsService {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly availability: AvailabilityCache,
  ) {}

  private rooms(booking: BookingParties): string[] {
    const rooms = [userRoom(booking.userId), bookingRoom(booking.id)];
    if (booking.professionalId) rooms.push(userRoom(booking.professionalId));
    return rooms;
  }

  /**
   * The whole reservation, as each side sees it: the owner's view to the owner, the professional's
   * to the assigned pro, an operator's to everyone else following the booking (only operators may).
   */
  changed(kind: BookingChangeKind, booking: ReservationRecord): void {
    // Every change but a review may move a pro's free time (the wizard's cached free times).
    if (kind !== 'reviewed') this.availability.invalidate();
    const server = this.gateway.server;
    if (!server) return;
    const owner = userRoom(booking.userId);
    server.to(owner).emit('booking:changed', { kind, booking: toReservationView(booking, { id: booking.userId, role: 'customer' }) });
    const parties = [owner];
    if (booking.professionalId && booking.professionalId !== booking.userId) {
      const pro = userRoom(booking.professionalId);
      server
        .to(pro)
        .except(owner)
        .emit('booking:changed', { kind, booking: toReservationView(booking, { id: booking.professionalId, role: 'professional' }) });
      parties.push(pro);
    }
    server
      .to(bookingRoom(booking.id))
      .except(parties)
      .emit('booking:changed', { kind, booking: toReservationView(booking, { id: '', role: 'admin' }) });
    if (affectsOpenJobs(kind, booking)) server.to(PROS_ROOM).emit('jobs:changed');
    server.to(OPERATORS_ROOM).emit('console:changed');
  }

  /** A pro no longer has the job (given to another pro, or moved to a time they are not free): their lists follow. */
  released(professionalId: string): void {
    this.gateway.server?.to(userRoom(professionalId)).emit('jobs:changed');
  }

  timeline(booking: BookingParties, event: TimelineEventView): void {
    this.gateway.server
      ?.to(this.rooms(booking))
      .emit('booking:timeline', { bookingId: booking.id, bookingNumber: booking.bookingNumber, event });
  }

  /** To the one reader whose language it is: never to the booking's room (operators read the originals). */
  translation(readerId: string, payload: BookingTranslationPayload): void {
    this.gateway.server?.to(userRoom(readerId)).emit('booking:translation', payload);
  }

  message(booking: BookingParties, message: BookingMessageView): void {
    this.gateway.server
      ?.to(this.rooms(booking))
      .emit('booking:message', { bookingId: booking.id, bookingNumber: booking.bookingNumber, message });
  }
}

/** Whether the open jobs changed: a booking made, just taken, or edited or cancelled while it waited for a pro. */
function affectsOpenJobs(kind: BookingChangeKind, booking: Pick<ReservationRecord, 'status' | 'timelineStatus'>): boolean {
  switch (kind) {
    case 'created':
      return true;
    case 'transition':
      return booking.timelineStatus === TimelineStatus.ProAssigned;
    case 'updated':
      return booking.status === BookingStatus.Pending;
    case 'cancelled':
      return booking.timelineStatus === TimelineStatus.WaitingForPro;
    case 'reviewed':
      return false;
  }
}
