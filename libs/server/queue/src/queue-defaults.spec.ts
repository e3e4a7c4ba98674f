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

  it('bounds the finished jobs of every queue by age and by count, completed and failed', () => {
    for (const queue of QUEUE_NAMES) {
      for (const kept of [queueDefaults[queue].removeOnComplete, queueDefaults[queue].removeOnFail]) {
        expect(kept).toEqual({ age: expect.any(Number), count: expect.any(Number) });
        const { age, count } = kept as { age: number; count: number };
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThanOrEqual(14 * 24 * 3600);
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(10_000);
      }
    }
  });

  it('lists at run time every job of every queue', () => {
    expect(Object.keys(JOB_NAMES).sort()).toEqual([...QUEUE_NAMES].sort());
    expect(JOB_NAMES.mail).toEqual([
      'send',
      'bookingReminder',
      'accountLink',
      'unreadMessages',
      'receipt',
      'bookingConfirmation',
      'credentialExpiries',
    ]);
    expect(JOB_NAMES.payments).toEqual(['stripeEvent', 'charge', 'refund']);
  });
});
