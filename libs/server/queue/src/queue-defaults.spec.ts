import { Backoffs, type BackoffOptions, type MinimalJob } from 'bullmq';
import { JOB_NAMES } from './job-map.js';
import { queueDefaults } from './queue-defaults.js';
import { QUEUE_NAMES } from './queue-names.js';

describe('queue defaults', () => {
  it('gives mail one try and three retries, 1 s, 2 s and 4 s apart', async () => {
    const { attempts, backoff } = queueDefaults.mail;
    expect(attempts).toBe(4);
    // Ask BullMQ itself how long it waits after each failed attempt.
    const delays = [];
    for (let attemptsMade = 1; attemptsMade < attempts!; attemptsMade++) {
      delays.push(await Backoffs.calculate(backoff as BackoffOptions, attemptsMade, new Error('x'), {} as MinimalJob));
    }
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it('keeps finished jobs long enough for the relay to recognise a duplicate id', () => {
    for (const queue of QUEUE_NAMES) {
      expect(queueDefaults[queue].removeOnComplete).toMatchObject({ age: expect.any(Number) });
      expect((queueDefaults[queue].removeOnComplete as { age: number }).age).toBeGreaterThanOrEqual(3600);
    }
  });

  it('lists at run time every job of every queue', () => {
    expect(Object.keys(JOB_NAMES).sort()).toEqual([...QUEUE_NAMES].sort());
    expect(JOB_NAMES.mail).toEqual(['send', 'bookingReminder']);
  });
});
