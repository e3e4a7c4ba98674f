import type { Redis } from 'ioredis';
import type { PinoLogger } from 'nestjs-pino';

/** Logs Redis going away and coming back once each, instead of one error per reconnect attempt. */
export function watchRedis(client: Redis, logger: PinoLogger, name: string): Redis {
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ connection: name, err: error.message }, 'Redis connection lost; retrying');
  });
  client.on('ready', () => {
    if (down) logger.info({ connection: name }, 'Redis connection restored');
    down = false;
  });
  return client;
}
