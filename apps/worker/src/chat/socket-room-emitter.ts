import type { ServerToClientEvents } from '@hm/contracts';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/** Same as @socket.io/redis-streams-adapter's default: the stream keeps about this many packets. */
const STREAM_MAX_LEN = 10_000;
// socket.io-adapter's ClusterAdapter message type, and socket.io-parser's packet type.
const BROADCAST = '3';
const EVENT_PACKET = 2;

/**
 * Emits to a room of the API's Socket.IO server from outside it, as @socket.io/redis-streams-emitter
 * would (not published on npm): a BROADCAST entry added to the stream the API's
 * RedisStreamsIoAdapter reads (`<keyPrefix>socket.io`). Every API node delivers it to its sockets in
 * the room, and the entry stays in the stream, so connection state recovery replays it to a client
 * that was briefly offline. worker/src/chat/chat-delivery.int-spec.ts checks this against the
 * real adapter.
 */
export class SocketRoomEmitter {
  /** The adapter ignores entries whose uid is its own; ours is this emitter's. */
  private readonly uid = `worker-${randomBytes(6).toString('hex')}`;

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  get streamName(): string {
    return `${this.keyPrefix}socket.io`;
  }

  /** One entry for all `rooms`: a socket in several of them receives the event once, as with the API's own emits. */
  async emit<E extends keyof ServerToClientEvents>(
    rooms: string | readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): Promise<void> {
    await this.emitAll([roomEvent(rooms, event, ...args)]);
  }

  /** Several entries, in order, in one round trip to Redis (a pipeline): the events of a batch of work. */
  async emitAll(events: readonly RoomEvent[]): Promise<void> {
    if (events.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const { rooms, data } of events)
      pipeline.xadd(
        this.streamName,
        'MAXLEN',
        '~',
        STREAM_MAX_LEN,
        '*',
        'uid',
        this.uid,
        'nsp',
        '/',
        'type',
        BROADCAST,
        'data',
        JSON.stringify({ packet: { type: EVENT_PACKET, data, nsp: '/' }, opts: { rooms, except: [], flags: {} } }),
      );
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
  }
}

/** An event for some rooms, as SocketRoomEmitter.emitAll sends it. */
export interface RoomEvent {
  rooms: string[];
  data: unknown[];
}

export function roomEvent<E extends keyof ServerToClientEvents>(
  rooms: string | readonly string[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
): RoomEvent {
  return { rooms: typeof rooms === 'string' ? [rooms] : [...rooms], data: [event, ...args] };
}
