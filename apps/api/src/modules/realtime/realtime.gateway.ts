import { Logger, UseFilters, UsePipes } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UserRole } from '@hm/db';
import { hasConsolePermission, isBookingNumber, type AuthRefreshAck, type BookingJoinAck, type PongPayload } from '@hm/contracts';
import { AllExceptionsFilter } from '../../common/errors/all-exceptions.filter.js';
import { createValidationPipe } from '../../common/validation/create-validation-pipe.js';
import { Public } from '../auth/auth-decision.js';
import { canSeeBooking } from '../bookings/booking-access.js';
import { bookingRoom, OPERATORS_ROOM, PROS_ROOM, userRoom, type AppServer, type AppSocket } from './socket-data.js';
import { SocketEventLimiter } from './socket-event-limiter.service.js';
import { SOCKET_GATEWAY_OPTIONS } from './socket-gateway-options.js';
import { SocketSessionsService } from './socket-sessions.service.js';

/**
 * The rooms a signed-in socket joins for its role, besides its user's own (docs/notifications.md).
 * The operators' room tells the console its booking and money lists changed, so only roles that may
 * read them join it (admins; support's console has no such list).
 */
function roleRooms(role: UserRole): string[] {
  if (role === 'professional') return [PROS_ROOM];
  return hasConsolePermission(role, 'bookings') ? [OPERATORS_ROOM] : [];
}

@WebSocketGateway(SOCKET_GATEWAY_OPTIONS)
// Global filters and pipes reach HTTP routes only (global guards do reach gateways), so the
// gateway opts in: message errors arrive as an `exception` event with the API error body.
@UseFilters(AllExceptionsFilter)
@UsePipes(createValidationPipe())
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: AppServer;

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SocketSessionsService,
    private readonly limiter: SocketEventLimiter,
  ) {}

  afterInit(server: AppServer): void {
    // A connection may carry an access token in `auth.token`. With none, the visitor is
    // anonymous and joins no user room; with a bad one, the connection is refused so the
    // client knows to sign in again instead of silently missing its events.
    this.sessions.attach(server);
  }

  handleConnection(socket: AppSocket): void {
    this.limiter.watch(socket);
    this.sessions.connected(socket);
    const user = socket.data.user ?? null;
    // A recovered socket still has its rooms.
    if (user && !socket.recovered) void socket.join([userRoom(user.id), ...roleRooms(user.role)]);
    this.logger.debug(`socket ${socket.id} connected (${user ? `user ${user.id}` : 'anonymous'}${socket.recovered ? ', recovered' : ''})`);
    socket.emit('server:hello', {
      serverTime: new Date().toISOString(),
      authenticated: user !== null,
      recovered: socket.recovered,
    });
  }

  @Public()
  @SubscribeMessage('ping')
  ping(): PongPayload {
    return { serverTime: new Date().toISOString() };
  }

  /** A fresh access token of the same user, so the socket outlives the token it opened with. */
  @Public()
  @SubscribeMessage('auth:refresh')
  refreshToken(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown): Promise<AuthRefreshAck> {
    return this.sessions.refresh(socket, (payload as { token?: unknown } | null)?.token);
  }

  /**
   * Follow one booking (the reservation page): joins `booking:{id}` only if the socket's user may
   * see it (owner, assigned professional, operator). Public so an anonymous socket gets an answer
   * (UNAUTHENTICATED) instead of an exception; a foreign booking answers like an unknown one.
   * Rooms joined here survive a recovered reconnect; after a non-recovered one the client joins again.
   */
  @Public()
  @SubscribeMessage('booking:join')
  async joinBooking(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown): Promise<BookingJoinAck> {
    const user = socket.data.user ?? null;
    if (!user) return { ok: false, code: 'UNAUTHENTICATED' };
    const booking = await this.findBooking(payload);
    if (!booking || !canSeeBooking(user, booking)) return { ok: false, code: 'BOOKING_NOT_FOUND' };
    await socket.join(bookingRoom(booking.id));
    return { ok: true, bookingId: booking.id };
  }

  @Public()
  @SubscribeMessage('booking:leave')
  async leaveBooking(@ConnectedSocket() socket: AppSocket, @MessageBody() payload: unknown): Promise<void> {
    const booking = await this.findBooking(payload);
    if (booking) await socket.leave(bookingRoom(booking.id));
  }

  private async findBooking(payload: unknown): Promise<{ id: string; userId: string; professionalId: string | null } | null> {
    const bookingNumber = (payload as { bookingNumber?: unknown } | null)?.bookingNumber;
    if (typeof bookingNumber !== 'string' || !isBookingNumber(bookingNumber)) return null;
    const [row] = await this.em
      .fork()
      .execute<{ id: string; user_id: string; professional_id: string | null }[]>(
        'select id, user_id, professional_id from bookings where booking_number = ?',
        [bookingNumber],
      );
    return row ? { id: row.id, userId: row.user_id, professionalId: row.professional_id } : null;
  }
}
