import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import type { AppConfig } from '../config/app-config.js';
import { createApp } from '../create-app.js';

export interface RunningApp {
  app: NestExpressApplication;
  baseUrl: string;
  close(): Promise<void>;
}

/** The real application on a random port (or the given one, when PUBLIC_URL must name it beforehand). */
export async function startApp(config: AppConfig, listenPort = 0): Promise<RunningApp> {
  const app = await createApp(config);
  await app.listen(listenPort, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Deletes every key a test run wrote under its prefix. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
