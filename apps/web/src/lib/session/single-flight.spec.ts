import { jest } from '@jest/globals';
import { singleFlight } from './single-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one run among calls made while it is running', async () => {
    const pending = deferred<string>();
    const run = jest.fn(() => pending.promise);
    const shared = singleFlight(run);
    const calls = [shared(), shared(), shared()];
    pending.resolve('done');
    await expect(Promise.all(calls)).resolves.toEqual(['done', 'done', 'done']);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts a new run once the previous one has settled', async () => {
    let count = 0;
    const shared = singleFlight(async () => ++count);
    await expect(shared()).resolves.toBe(1);
    await expect(shared()).resolves.toBe(2);
  });

  it('shares a failure too, then allows a retry', async () => {
    const first = deferred<string>();
    const run = jest.fn<() => Promise<string>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second');
    const shared = singleFlight(run);
    const calls = [shared(), shared()];
    first.reject(new Error('offline'));
    await expect(calls[0]).rejects.toThrow('offline');
    await expect(calls[1]).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('second');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
