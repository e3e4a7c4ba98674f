import { fillTimeSince } from './use-bot-traps';

describe('fillTimeSince', () => {
  it('counts whole milliseconds from when the form appeared', () => {
    expect(fillTimeSince(1_000, 4_500.4)).toBe(3_500);
  });

  it('is 0 before the form appeared, never negative', () => {
    expect(fillTimeSince(null, 4_500)).toBe(0);
    expect(fillTimeSince(5_000, 4_500)).toBe(0);
  });
});
