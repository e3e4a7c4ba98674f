import type { JobName, JobPayload, QueueName } from '@hm/queue';
import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';

export const JOB_HANDLER_METADATA = 'hm:job-handler';

export interface JobHandlerMetadata {
  queue: QueueName;
  name: string;
}

/** A BullMQ job as a handler receives it: its payload type follows from JobMap. */
export type JobOf<Q extends QueueName, N extends JobName<Q>> = Job<JobPayload<Q, N>, unknown, N>;

type Handler<Q extends QueueName, N extends JobName<Q>> = (job: JobOf<Q, N>, token?: string) => Promise<unknown>;

/**
 * Marks a provider method as the handler of one job. The method's parameter type is checked against
 * JobMap at compile time; the worker checks at start-up that each job has exactly one handler.
 */
export function JobHandler<Q extends QueueName, N extends JobName<Q>>(queue: Q, name: N) {
  const metadata: JobHandlerMetadata = { queue, name };
  return <T extends Handler<Q, N>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    SetMetadata(JOB_HANDLER_METADATA, metadata)(target, key, descriptor);
  };
}
