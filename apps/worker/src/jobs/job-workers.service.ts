import { QUEUE_NAMES, workerDefaults, type QueueName } from '@hm/queue';
import { queueTelemetry, runWithRequestId, traceCarrierFrom } from '@hm/tracing';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG, WORKER_REDIS } from '../infrastructure/tokens.js';
import { JOB_HANDLER_METADATA, type JobHandlerMetadata } from './job-handler.decorator.js';
import { buildJobRegistry, type FoundHandler, type JobHandlerFn, type JobRegistry } from './job-registry.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';

/**
 * Finds every @JobHandler method, refuses to start unless each job of JobMap has exactly one, then
 * runs one BullMQ Worker per queue. On shutdown the workers stop taking jobs and finish those in hand.
 */
@Injectable()
export class JobWorkersService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private registry: JobRegistry = new Map();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(WORKER_REDIS) private readonly connection: Redis,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @InjectPinoLogger(JobWorkersService.name) private readonly logger: PinoLogger,
    private readonly metrics: WorkerMetrics,
  ) {}

  onModuleInit(): void {
    this.registry = buildJobRegistry(this.discoverHandlers());
  }

  onApplicationBootstrap(): void {
    for (const queue of QUEUE_NAMES) this.workers.push(this.startWorker(queue));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.connection.status !== 'ready') {
      // A graceful close would wait for Redis to come back (BullMQ queues its commands), possibly
      // forever. Jobs in hand cannot be acknowledged anyway; BullMQ retries them once their lock expires.
      this.logger.warn('Redis unreachable at shutdown; closing workers without waiting for jobs in hand');
      await Promise.all(this.workers.map((worker) => worker.close(true)));
      return;
    }
    // close() stops fetching and waits for the jobs in hand, bounded by the grace period: a job still
    // running after it is abandoned to BullMQ's stalled-job recovery (so handlers must be safe to
    // run twice), and the process exits anyway.
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closing.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), this.config.shutdownGraceMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) this.logger.warn({ graceMs: this.config.shutdownGraceMs }, 'jobs still running at the end of the grace period');
  }

  private discoverHandlers(): FoundHandler[] {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = (instance as Record<string, unknown>)[method];
        if (typeof fn !== 'function') continue;
        const meta = this.reflector.get<JobHandlerMetadata | undefined>(JOB_HANDLER_METADATA, fn);
        if (!meta) continue;
        found.push({
          queue: meta.queue,
          name: meta.name,
          owner: `${instance.constructor.name}.${method}`,
          handle: (fn as JobHandlerFn).bind(instance),
        });
      }
    }
    return found;
  }

  private startWorker(queue: QueueName): Worker {
    const handlers = this.registry.get(queue) ?? new Map<string, JobHandlerFn>();
    const worker = new Worker(
      queue,
      async (job: Job, token?: string) => {
        const handle = handlers.get(job.name);
        // Only reachable if a producer bypassed the typed JobMap; failing keeps the job inspectable.
        if (!handle) throw new Error(`no handler for job ${queue}/${job.name}`);
        // The job runs as part of the request that caused it (its outbox row's carrier): its log
        // lines and the jobs it causes in turn carry that request's id.
        const requestId = requestIdOf(job);
        return requestId ? runWithRequestId(requestId, () => handle(job, token)) : handle(job, token);
      },
      {
        // Stored on each job it takes (processedBy): which copy of the worker ran it (Bull Board shows it).
        name: `${hostname()}:${process.pid}`,
        connection: this.connection,
        prefix: this.config.queuePrefix,
        concurrency: workerDefaults[queue].concurrency,
        lockDuration: this.config.jobLockMs,
        stalledInterval: this.config.stalledCheckMs,
        telemetry: queueTelemetry('homemate-worker'),
      },
    );
    worker.on('failed', (job, error) => {
      const attempts = job?.opts.attempts ?? 1;
      const final = !job || job.attemptsMade >= attempts;
      this.metrics.jobFailed(queue, job?.name ?? 'unknown', final);
      this.logger[final ? 'error' : 'warn'](
        {
          queue,
          job: job?.name,
          jobId: job?.id,
          requestId: job ? requestIdOf(job) : undefined,
          attempt: job?.attemptsMade,
          attempts,
          err: error.message,
        },
        final ? 'job failed for good' : 'job failed; will retry',
      );
    });
    worker.on('completed', (job) => {
      this.metrics.jobCompleted(queue, job);
      this.logger.debug({ queue, job: job.name, jobId: job.id, requestId: requestIdOf(job) }, 'job completed');
    });
    // Connection errors are logged once by watchRedis; without a listener they would crash the process.
    worker.on('error', (error) => this.logger.debug({ queue, err: error.message }, 'worker error'));
    return worker;
  }
}

/** The id of the request that caused a job, from the carrier its outbox row gave it (none for scheduled jobs). */
const requestIdOf = (job: Job): string | undefined => traceCarrierFrom(job.opts.telemetry?.metadata)?.requestId;
