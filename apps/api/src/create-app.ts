import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { UNSUBSCRIBE_ROUTE } from '@hm/contracts';
import { QUEUE_NAMES, type TypedQueues } from '@hm/queue';
import { getQueueToken } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { mountMetrics } from './http/metrics.js';
import { requestIdentity } from './http/request-id.js';
import { RealtimeGateway } from './modules/realtime/realtime.gateway.js';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { refuseCrossSiteWrites } from './http/cross-site-writes.js';
import { helmetOptions } from './http/helmet-options.js';
import { noStore } from './http/no-store.js';
import { setupOpenApi } from './http/open-api.js';
import { serveSpa } from './http/serve-spa.js';
import { mountBullBoard } from './modules/admin-queues/bull-board.js';
import { blogPostLookup } from './modules/blog/blog-post-pages.js';
import { BlogPostsRepository } from './modules/blog/blog-posts.repository.js';
import { AccessTokenService } from './modules/auth/access-token.service.js';
import { SessionCookieService } from './modules/auth/sessions/session-cookie.service.js';
import { SessionsService } from './modules/auth/sessions/sessions.service.js';
import { RedisStreamsIoAdapter } from './modules/realtime/redis-streams-io.adapter.js';
import { SEO_ROOT_FILES } from './modules/seo/seo-paths.js';
import { servicesPageTail } from './modules/seo/structured-data.js';

export const API_PREFIX = 'api';

/**
 * Builds the whole HTTP application (not yet listening) from validated settings. main.ts and
 * the integration tests both use it, so tests exercise exactly what production runs.
 */
export async function createApp(config: AppConfig, warnings: readonly string[] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    // Let start-up errors reach main.ts (which prints one line and exits 1) instead of aborting.
    abortOnError: false,
    // req.rawBody: Stripe's webhook signature is over the exact bytes received (modules/payments).
    rawBody: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.flushLogs();
  for (const warning of warnings) logger.warn(warning, 'Config');

  app.set('trust proxy', config.http.trustProxy);
  app.use(requestIdentity());
  // First, so that every answer is counted, whoever gives it (http/metrics.ts).
  const orm = app.get(MikroORM);
  mountMetrics(app.getHttpAdapter().getInstance(), config.metrics.token, {
    queues: Object.fromEntries(QUEUE_NAMES.map((name) => [name, app.get(getQueueToken(name))])) as TypedQueues,
    read: (sql) => orm.em.getConnection().execute(sql),
    pool: () => (orm.em.getConnection() as PostgreSqlConnection).getNativeClient(),
    sockets: () => app.get(RealtimeGateway).server?.engine?.clientsCount ?? 0,
  });
  app.use(helmet(helmetOptions(config.http.publicUrl)));
  app.use(cookieParser());
  // No personal answer is kept by a browser or a proxy (http/no-store.ts).
  app.use(noStore(API_PREFIX, config.auth.refreshCookie.name));
  // CSRF: writes from a browser only from our own pages (http/cross-site-writes.ts).
  app.use(refuseCrossSiteWrites(config.http.publicUrl, [`/${API_PREFIX}/${UNSUBSCRIBE_ROUTE}`]));
  // robots.txt and sitemap.xml live at the site's root, where crawlers look for them.
  app.setGlobalPrefix(API_PREFIX, { exclude: SEO_ROOT_FILES.map((path) => ({ path, method: RequestMethod.GET })) });
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new RedisStreamsIoAdapter(app, { redisUrl: config.redis.url, keyPrefix: config.redis.keyPrefix }));

  // Plain Express routes, mounted before Nest registers its own (at init): the operator board
  // and the SPA with its history fallback. Both stay outside the /api prefix.
  const server = app.getHttpAdapter().getInstance();
  const tokens = app.get(AccessTokenService);
  const sessions = app.get(SessionsService);
  const cookies = app.get(SessionCookieService);
  mountBullBoard(
    server,
    QUEUE_NAMES.map((name) => app.get<TypedQueues[typeof name]>(getQueueToken(name))),
    {
      publicUrl: config.http.publicUrl,
      sessions: {
        roleOfAccessToken: async (token) => (await tokens.verify(token)).role,
        roleOfRefreshCookie: async (request) => {
          const refreshToken = cookies.read(request);
          return refreshToken === null ? null : ((await sessions.findActiveByToken(refreshToken))?.user.role ?? null);
        },
      },
    },
  );
  const posts = app.get(BlogPostsRepository);
  serveSpa(server, config.web.distDir, config.http.publicUrl, logger, {
    lookup: (path, origin) => blogPostLookup(posts, path, origin),
    prerenderedTail: servicesPageTail,
  });
  if (config.http.apiDocs) setupOpenApi(app, config.http.publicUrl);
  return app;
}
