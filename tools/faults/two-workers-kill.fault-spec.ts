// Two workers share the queues (as two pods do); one is killed with SIGKILL while both are sending.
// The survivor goes on with its own jobs and, once the dead one's locks expire, takes over the jobs
// it held (BullMQ's stalled-job check): every booking's mail is delivered once.
import { activeMailHolders, drained, mailQueueCounts } from './support/queue-state.ts';
import { createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BOOKINGS = 6;
// Short lock and check period (the worker's JOB_LOCK_MS / JOB_STALLED_CHECK_MS) keep the test fast.
const WORKER_ENV = { JOB_LOCK_MS: '3000', JOB_STALLED_CHECK_MS: '1000' };

describe('fault: one of two workers killed with SIGKILL mid-job', () => {
  let stack: FaultStack;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('two-workers');
    await stack.startApi();
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('lets the other worker finish every job, each mail once', async () => {
    // A slow server: the kill lands while the workers hold the messages, before "250 OK".
    stack.smtp.delayAcceptance(4000);
    const workers = [stack.startWorker(WORKER_ENV), stack.startWorker(WORKER_ENV)];
    const created: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const { status, bookingNumber } = await createBooking(stack.apis[0]!.url, customer.token);
      expect(status).toBe(201);
      created.push(bookingNumber!);
    }
    await waitFor('the workers to be sending every mail', () => stack.smtp.dataStarted >= BOOKINGS, {
      timeoutMs: 20_000,
      state: () => stack.output(),
    });

    // The victim is a worker that holds jobs right now (processedBy is its host:pid).
    const holders = await activeMailHolders(stack.redis.port);
    expect(holders).toHaveLength(BOOKINGS);
    const victim = workers.find((worker) => holders.some((holder) => holder.endsWith(`:${worker.pid}`)))!;
    const survivor = workers.find((worker) => worker !== victim)!;
    const held = holders.filter((holder) => holder.endsWith(`:${victim.pid}`)).length;
    expect(await victim.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    stack.smtp.delayAcceptance(0);

    let state = '';
    const counts = await waitFor(
      'every mail, the dead worker’s too',
      async () => {
        const now = await mailQueueCounts(stack.redis.port);
        state = `queue ${JSON.stringify(now)}, mails ${stack.smtp.total}`;
        return stack.smtp.delivered.size >= BOOKINGS && drained(now) ? now : undefined;
      },
      { timeoutMs: 30_000, everyMs: 200, state: () => `${state}\n${stack.output()}` },
    );

    expect(survivor.running).toBe(true);
    expect(counts).toMatchObject({ completed: BOOKINGS, failed: 0 });
    expect([...stack.smtp.delivered.keys()].sort()).toEqual([...created].sort());
    expect(stack.smtp.duplicates()).toEqual([]);
    // The killed worker's messages were cut off and sent again; the survivor's went through once.
    expect(stack.smtp.abandoned).toBe(held);
    expect(stack.smtp.dataStarted).toBe(BOOKINGS + held);
  });
});
