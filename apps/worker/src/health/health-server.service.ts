import { pendingMigrations } from '@hm/db';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsAuthorized } from '@hm/metrics';
import type { WorkerConfig } from '../config/worker-config.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';
import { PRODUCER_REDIS, WORKER_CONFIG } from '../infrastructure/tokens.js';

const CHECK_TIMEOUT_MS = 1500;
const METRICS_PATH = '/metrics';

type DependencyState = { status: 'up' } | { status: 'down'; message: string };

/**
 * The worker's liveness and readiness (WORKER_HEALTH_PORT; none when 0), like the API's: `GET
 * /health/live` answers 200 while the process runs, so an orchestrator restarts only a dead one;
 * `GET /health/ready` answers 200 when the database (every migration of this build applied) and
 * Redis answer, 503 with each one's state otherwise. `GET /metrics` answers the worker's metrics
 * (WorkerMetrics) to a scrape with METRICS_TOKEN.
 */
@Injectable()
export class HealthServerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(PRODUCER_REDIS) private readonly redis: Redis,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(HealthServerService.name) private readonly logger: PinoLogger,
    private readonly metrics: WorkerMetrics,
  ) {}

  /** The port it listens on (useful when configured as an ephemeral one); null without a server. */
  get port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.healthPort === 0) return;
    const server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET') return send(response, 405, { status: 'error', message: 'GET only' });
      if (path === '/health/live') return send(response, 200, { status: 'ok' });
      if (path === '/health/ready') return void this.ready().then(([status, body]) => send(response, status, body));
      if (path === METRICS_PATH) return void this.metricsOf(request.headers.authorization, response);
      send(response, 404, { status: 'error', message: 'Not found' });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.healthPort, () => resolve());
    });
    this.server = server;
    this.logger.info({ port: this.port }, 'worker health: /health/live, /health/ready and /metrics');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Prometheus text to a scrape with METRICS_TOKEN; 404 when metrics are off (no token configured). */
  private async metricsOf(authorization: string | undefined, response: ServerResponse): Promise<void> {
    const token = this.config.metricsToken;
    if (!token) return send(response, 404, { status: 'error', message: 'Metrics are off' });
    if (!metricsAuthorized(authorization, token)) return send(response, 401, { status: 'error', message: 'A metrics token is required' });
    try {
      const text = await this.metrics.registry.metrics();
      response.writeHead(200, { 'content-type': this.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text);
    } catch {
      send(response, 503, { status: 'error', message: 'Metrics could not be read' });
    }
  }

  private async ready(): Promise<[number, object]> {
    const [database, redis] = await Promise.all([
      this.state(async () => {
        const pending = await pendingMigrations((sql) => this.orm.em.getConnection().execute(sql));
        if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
      }),
      this.state(async () => {
        const reply = await this.redis.ping();
        if (reply !== 'PONG') throw new Error(`unexpected PING reply ${reply}`);
      }),
    ]);
    const up = database.status === 'up' && redis.status === 'up';
    return [up ? 200 : 503, { status: up ? 'ok' : 'error', details: { database, redis } }];
  }

  private async state(check: () => Promise<void>): Promise<DependencyState> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        check(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}
