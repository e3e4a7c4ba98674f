import { JOB_NAMES, QUEUE_NAMES, type QueueName } from '@hm/queue';
import type { Job } from 'bullmq';

/** `token` is the worker's lock token, for a handler that moves its own job (Job.moveToDelayed). */
export type JobHandlerFn = (job: Job, token?: string) => Promise<unknown>;

export interface FoundHandler {
  queue: QueueName;
  name: string;
  /** "MailProcessor.send", for error messages. */
  owner: string;
  handle: JobHandlerFn;
}

export type JobRegistry = ReadonlyMap<QueueName, ReadonlyMap<string, JobHandlerFn>>;

export class JobHandlerSetupError extends Error {}

/**
 * Builds queue -> job name -> handler, refusing a job with no handler or with two, and a handler for
 * a job JobMap does not know: any of them would otherwise surface only when such a job arrives.
 */
export function buildJobRegistry(found: readonly FoundHandler[]): JobRegistry {
  const problems: string[] = [];
  const registry = new Map<QueueName, Map<string, JobHandlerFn>>();
  for (const queue of QUEUE_NAMES) {
    const expected: readonly string[] = JOB_NAMES[queue];
    const handlers = new Map<string, JobHandlerFn>();
    for (const name of expected) {
      const matches = found.filter((h) => h.queue === queue && h.name === name);
      if (matches.length === 0) problems.push(`job ${queue}/${name} has no handler`);
      else if (matches.length > 1)
        problems.push(`job ${queue}/${name} has ${matches.length} handlers (${matches.map((h) => h.owner).join(', ')})`);
      else handlers.set(name, matches[0]!.handle);
    }
    registry.set(queue, handlers);
  }
  for (const handler of found) {
    const known =
      (QUEUE_NAMES as readonly string[]).includes(handler.queue) && (JOB_NAMES[handler.queue] as readonly string[]).includes(handler.name);
    if (!known) problems.push(`${handler.owner} handles ${handler.queue}/${handler.name}, which is not in JobMap`);
  }
  if (problems.length > 0) throw new JobHandlerSetupError(`Job handlers are misconfigured: ${problems.join('; ')}`);
  return registry;
}
