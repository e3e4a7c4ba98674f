import type { QueueName } from './queue-names.js';

/**
 * A rendered e-mail. Producers render templates (renderMail from @hm/mail) when they enqueue, so a
 * retried job sends exactly what was decided at the time of the business change.
 */
export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale?: 'fr' | 'en';
  /** Template id the mail was rendered from, kept for logs and the dev mail viewer. */
  template?: string;
  /** Files sent with the mail, e.g. a booking's .ics calendar entry. Text only: the payload is JSON. */
  attachments?: MailJobAttachment[];
}

export interface MailJobAttachment {
  filename: string;
  /** The file's text (UTF-8). */
  content: string;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
}

/**
 * queue -> job name -> payload. Shared by producers (enqueueViaOutbox) and processors
 * (@JobHandler in the worker), so both sides agree on every payload at compile time.
 */
export interface JobMap {
  mail: {
    send: MailJob;
  };
}

export type JobName<Q extends QueueName> = keyof JobMap[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobMap[Q][N];
/** Union of the payloads of one queue. */
export type QueuePayload<Q extends QueueName> = JobMap[Q][JobName<Q>];

/**
 * The job names at run time (types vanish), so the worker can check at start-up that every job has
 * exactly one handler. The type below fails to compile if this list and JobMap drift apart.
 */
export const JOB_NAMES = {
  mail: ['send'],
} as const satisfies { [Q in QueueName]: readonly JobName<Q>[] };

type Missing = { [Q in QueueName]: Exclude<JobName<Q>, (typeof JOB_NAMES)[Q][number]> }[QueueName];
// If this line fails to compile, a job name of JobMap is missing from JOB_NAMES.
const _jobNamesComplete: [Missing] extends [never] ? true : Missing = true;
void _jobNamesComplete;
