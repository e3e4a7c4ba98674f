import { coalesce, type Scheduler } from './live-refresh';

function fakeClock(): Scheduler & { advance: (ms: number) => void } {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = until;
    },
  };
}

describe('live refresh coalescing', () => {
  it('turns a burst of events into one refetch, 150 ms after the last', () => {
    const clock = fakeClock();
    let runs = 0;
    const refresh = coalesce(() => (runs += 1), 150, 500, clock);
    refresh.trigger();
    clock.advance(50);
    refresh.trigger();
    clock.advance(50);
    refresh.trigger();
    clock.advance(149);
    expect(runs).toBe(0);
    clock.advance(1);
    expect(runs).toBe(1);
    clock.advance(1000);
    expect(runs).toBe(1);
  });

  it('does not wait past the maximum under a steady stream', () => {
    const clock = fakeClock();
    let runs = 0;
    const refresh = coalesce(() => (runs += 1), 150, 500, clock);
    for (let i = 0; i < 10; i += 1) {
      refresh.trigger();
      clock.advance(100);
    }
    // 1 s of events every 100 ms: fired at 500 ms, then again within the next 500 ms.
    expect(runs).toBe(2);
  });

  it('cancel drops a pending refetch (the page went away)', () => {
    const clock = fakeClock();
    let runs = 0;
    const refresh = coalesce(() => (runs += 1), 150, 500, clock);
    refresh.trigger();
    refresh.cancel();
    clock.advance(1000);
    expect(runs).toBe(0);
  });
});
