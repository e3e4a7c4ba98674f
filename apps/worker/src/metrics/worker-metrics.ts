import { addDbPoolGauges, addOutboxGauges, addQueueGauges, Counter, createMetricsRegistry, Histogram, type Registry } from '@hm/metrics';
import type { TypedQueues } from '@hm/queue';
import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QUEUES } from '../infrastructure/tokens.js';

/**
 * The worker's Prometheus metrics (docs/operations.md "Metrics"), served with its health on
 * WORKER_HEALTH_PORT at GET /metrics to a scrape with METRICS_TOKEN: jobs by outcome and their
 * durations, retries, e-mails sent and refused, each queue's jobs by state, the outbox's lag, the
 * database pool and Node's own series.
 */
@Injectable()
export class WorkerMetrics {
  readonly registry: Registry;
  private readonly jobs: Counter<'queue' | 'job' | 'outcome'>;
  private readonly durations: Histogram<'queue' | 'job'>;
  private readonly mails: Counter<'result'>;

  constructor(orm: MikroORM, @Inject(QUEUES) queues: TypedQueues) {
    this.registry = createMetricsRegistry('worker');
    this.jobs = new Counter({
      name: 'hm_jobs_total',
      help: 'Jobs processed, by queue, job name and outcome: completed, retried (failed, will run again) or failed (for good)',
      labelNames: ['queue', 'job', 'outcome'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'hm_job_duration_seconds',
      help: 'Time a job took to process, by queue and job name (completed jobs)',
      labelNames: ['queue', 'job'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [this.registry],
    });
    this.mails = new Counter({
      name: 'hm_mails_total',
      help: 'E-mails handed to the SMTP server (sent) or refused by it (refused; the job is retried or deferred)',
      labelNames: ['result'],
      registers: [this.registry],
    });
    addQueueGauges(this.registry, queues);
    addOutboxGauges(this.registry, (sql) => orm.em.getConnection().execute(sql));
    addDbPoolGauges(this.registry, () => (orm.em.getConnection() as PostgreSqlConnection).getNativeClient());
  }

  jobCompleted(queue: string, job: Job): void {
    this.jobs.inc({ queue, job: job.name, outcome: 'completed' });
    if (job.processedOn && job.finishedOn) this.durations.observe({ queue, job: job.name }, (job.finishedOn - job.processedOn) / 1000);
  }

  jobFailed(queue: string, name: string, final: boolean): void {
    this.jobs.inc({ queue, job: name, outcome: final ? 'failed' : 'retried' });
  }

  mail(result: 'sent' | 'refused'): void {
    this.mails.inc({ result });
  }
}
