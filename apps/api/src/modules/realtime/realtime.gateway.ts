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
import { isBookingNumber, SOCKET_IO_PATH, SocketConnectError, type BookingJoinAck, type PongPayload } from '@hm/contracts';
import { AllExceptionsFilter } from '../../common/errors/all-exceptions.filter.js';
import { createValidationPipe } from '../../common/validation/create-validation-pipe.js';
import { AccessTokenService } from '../auth/access-token.service.js';
import { Public } from '../auth/auth-decision.js';
import { canSeeBooking } from '../bookings/booking-access.js';
import { bookingRoom, userRoom, type AppServer, type AppSocket } from './socket-data.js';

/** Two minutes covers a phone switching networks or a laptop lid closed briefly. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

@WebSocketGateway({
  path: SOCKET_IO_PATH,
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: true },
})
// Global filters and pipes reach HTTP routes only (global guards do reach gateways), so the
// gateway opts in: message errors arrive as an `exception` event with the API error body.
@UseFilters(AllExceptionsFilter)
@UsePipes(createValidationPipe())
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: AppServer;

  constructor(
    private readonly tokens: AccessTokenService,
    private readonly em: EntityManager,
  ) {}

  afterInit(server: AppServer): void {
    // A connection may carry an access token in `auth.token`. With none, the visitor is
    // anonymous and joins no user room; with a bad one, the connection is refused so the
    // client knows to sign in again instead of silently missing its events.
    server.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (token === undefined || token === null || token === '') {
        socket.data.user = null;
        next();
        return;
      }
      if (typeof token !== 'string') {
        next(new Error(SocketConnectError.INVALID_TOKEN));
        return;
      }
      this.tokens.verify(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        () => next(new Error(SocketConnectError.INVALID_TOKEN)),
      );
    });
  }

  handleConnection(socket: AppSocket): void {
    const user = socket.data.user ?? null;
    if (user && !socket.recovered) void socket.join(userRoom(user.id));
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
      .execute<{ id: string; user_id: string; professional_id: string | null }[]>('select id, user_id, professional_id from bookings where booking_number = ?', [bookingNumber]);
    return row ? { id: row.id, userId: row.user_id, professionalId: row.professional_id } : null;
  }
}
