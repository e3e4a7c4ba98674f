import { BOOKING_TIME_SLOTS } from '@hm/contracts';
import { chooseSlot, chooseTimePart, draftFromTime, isDraftOutOfHours, slotOptions } from './time-picker';
import { EMPTY_TIME_DRAFT, type TimeDraft } from './wizard-state';

const pick = (draft: TimeDraft, ...parts: Parameters<typeof chooseTimePart>[1][]) =>
  parts.reduce((choice, part) => chooseTimePart(choice.draft, part), { draft, time: '' });

describe('12 h time picker', () => {
  it('starts in AM with nothing chosen', () => {
    expect(EMPTY_TIME_DRAFT).toEqual({ hour: null, minute: null, period: 'AM' });
  });

  it('sets no time until hour and minute are both chosen', () => {
    expect(pick(EMPTY_TIME_DRAFT, { hour: 9 }).time).toBe('');
    expect(pick(EMPTY_TIME_DRAFT, { minute: 30 }).time).toBe('');
    expect(pick(EMPTY_TIME_DRAFT, { hour: 9 }, { minute: 30 }).time).toBe('09:30');
  });

  it('makes 2:30 PM into 14:30 (PM below 12 adds 12)', () => {
    expect(pick(EMPTY_TIME_DRAFT, { hour: 2 }, { minute: 30 }, { period: 'PM' }).time).toBe('14:30');
  });

  it('converts the stored time when the period changes', () => {
    const morning = pick(EMPTY_TIME_DRAFT, { hour: 10 }, { minute: 15 });
    expect(morning.time).toBe('10:15');
    const evening = chooseTimePart(morning.draft, { period: 'PM' });
    // 10:15 PM is after booking hours.
    expect(evening.time).toBe('');
    expect(chooseTimePart(pick(EMPTY_TIME_DRAFT, { hour: 7 }, { minute: 0 }).draft, { period: 'PM' }).time).toBe('19:00');
  });

  it('refuses times outside 08:00-20:30 and says so', () => {
    const early = pick(EMPTY_TIME_DRAFT, { hour: 7 }, { minute: 45 });
    expect(early.time).toBe('');
    expect(isDraftOutOfHours(early.draft)).toBe(true);
    const late = pick(EMPTY_TIME_DRAFT, { hour: 8 }, { minute: 45 }, { period: 'PM' });
    expect(late.time).toBe('');
    expect(isDraftOutOfHours(late.draft)).toBe(true);
    expect(pick(EMPTY_TIME_DRAFT, { hour: 8 }, { minute: 30 }, { period: 'PM' }).time).toBe('20:30');
  });

  it('reads 12 AM as midnight (00), outside booking hours, and 12 PM as noon', () => {
    expect(pick(EMPTY_TIME_DRAFT, { hour: 12 }, { minute: 0 }).time).toBe('');
    expect(pick(EMPTY_TIME_DRAFT, { hour: 12 }, { minute: 0 }, { period: 'PM' }).time).toBe('12:00');
  });

  it('is not out of hours while incomplete', () => {
    expect(isDraftOutOfHours({ hour: 11, minute: null, period: 'PM' })).toBe(false);
  });
});

describe('an existing time syncs the selections', () => {
  it('shows 14:30 as 2 : 30 PM', () => {
    expect(draftFromTime('14:30', 'AM')).toEqual({ hour: 2, minute: 30, period: 'PM' });
    expect(draftFromTime('08:00', 'PM')).toEqual({ hour: 8, minute: 0, period: 'AM' });
  });

  it('keeps only the period for an empty time', () => {
    expect(draftFromTime('', 'PM')).toEqual({ hour: null, minute: null, period: 'PM' });
  });

  it('follows a slot chosen in 24 h mode, and clears with it', () => {
    const chosen = chooseSlot(EMPTY_TIME_DRAFT, '16:00');
    expect(chosen).toEqual({ draft: { hour: 4, minute: 0, period: 'PM' }, time: '16:00' });
    expect(chooseSlot(chosen.draft, '')).toEqual({ draft: { hour: null, minute: null, period: 'PM' }, time: '' });
  });
});

describe('24 h list', () => {
  it('offers the half-hour slots 08:00 to 20:30', () => {
    expect(slotOptions('')).toBe(BOOKING_TIME_SLOTS);
    expect(BOOKING_TIME_SLOTS[0]).toBe('08:00');
    expect(BOOKING_TIME_SLOTS.at(-1)).toBe('20:30');
  });

  it('keeps a quarter hour chosen in 12 h mode, in order', () => {
    const options = slotOptions('14:15');
    expect(options).toContain('14:15');
    expect(options.indexOf('14:15')).toBe(options.indexOf('14:00') + 1);
    expect(options).toHaveLength(BOOKING_TIME_SLOTS.length + 1);
  });
});
