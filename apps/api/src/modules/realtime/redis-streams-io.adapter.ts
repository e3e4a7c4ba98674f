import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { throttledErrorLogger } from '../redis/throttled-error-logger.js';

export interface RedisStreamsIoAdapterOptions {
  redisUrl: string;
  keyPrefix: string;
}

/**
 * Socket.IO over a Redis stream so several API nodes share rooms and broadcasts. Unlike the
 * pub/sub adapter it keeps recent packets, which connection state recovery needs to replay
 * what a briefly disconnected client missed, whichever node it reconnects to.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private readonly redis: Redis;
  private readonly duplicates: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: RedisStreamsIoAdapterOptions,
  ) {
    super(app);
    // Its own connection, apart from the API's general client. A connection blocked in XREAD
    // does not close gracefully, hence the short disconnect timeout (ioredis waits 2 s).
    this.redis = new Redis(options.redisUrl, { connectionName: 'api:socket.io', disconnectTimeout: 100 });
    this.redis.on('error', throttledErrorLogger(new Logger('SocketRedis')));
    // The adapter reads the stream with blocking XREADs (5 s) on duplicated connections that it
    // only closes once the current read returns. Keeping hold of them lets shutdown end at once.
    const duplicate = this.redis.duplicate.bind(this.redis);
    this.redis.duplicate = (override) => {
      const client = duplicate(override);
      this.duplicates.push(client);
      return client;
    };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options);
    server.adapter(
      createAdapter(this.redis, {
        streamName: `${this.options.keyPrefix}socket.io`,
        channelPrefix: `${this.options.keyPrefix}socket.io`,
        sessionKeyPrefix: `${this.options.keyPrefix}socket.io:session:`,
      }),
    );
    return server;
  }

  /** Runs after the servers are closed, when the adapter has stopped its read loop. */
  override async dispose(): Promise<void> {
    await super.dispose();
    for (const client of this.duplicates) client.disconnect();
    if (this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
