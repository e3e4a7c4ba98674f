// BullMQ's mail queue as the worker sees it (key prefix 'hm', the worker's queuePrefix), read with
// plain Redis commands so the test has no queue client of its own that could change anything.
import { sendCommands } from '../../start/resp-client.ts';

export interface MailQueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  /** Delayed jobs due within a minute (retries waiting out their back-off), not reminders days away. */
  dueSoon: number;
  completed: number;
  failed: number;
}

export async function mailQueueCounts(redisPort: number): Promise<MailQueueCounts> {
  const replies = await sendCommands({ host: '127.0.0.1', port: redisPort }, [
    ['LLEN', 'hm:mail:wait'],
    ['LLEN', 'hm:mail:active'],
    ['ZCARD', 'hm:mail:delayed'],
    // BullMQ scores a delayed job by its due time (ms) × 4096.
    ['ZCOUNT', 'hm:mail:delayed', '-inf', String((Date.now() + 60_000) * 4096)],
    ['ZCARD', 'hm:mail:completed'],
    ['ZCARD', 'hm:mail:failed'],
  ]);
  const [waiting, active, delayed, dueSoon, completed, failed] = replies.map((reply) => {
    if (typeof reply !== 'number') throw new Error(`unexpected Redis reply ${String(reply)}`);
    return reply;
  });
  return { waiting: waiting!, active: active!, delayed: delayed!, dueSoon: dueSoon!, completed: completed!, failed: failed! };
}

/** Nothing left to run now: every job completed, failed for good, or waits for a later day (reminders). */
export const drained = (counts: MailQueueCounts): boolean => counts.waiting === 0 && counts.active === 0 && counts.dueSoon === 0;

/** Who holds each active mail job: the processedBy of each (the worker copy's `host:pid`). */
export async function activeMailHolders(redisPort: number): Promise<string[]> {
  const target = { host: '127.0.0.1', port: redisPort };
  const [ids] = await sendCommands(target, [['LRANGE', 'hm:mail:active', '0', '-1']]);
  if (!Array.isArray(ids) || ids.length === 0) return [];
  const holders = await sendCommands(
    target,
    ids.map((id) => ['HGET', `hm:mail:${String(id)}`, 'pb']),
  );
  return holders.map((holder) => String(holder));
}
