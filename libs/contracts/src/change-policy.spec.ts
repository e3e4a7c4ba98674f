import { freeChangeDeadline, isLateChange } from './change-policy.js';

describe('freeChangeDeadline', () => {
  it('is 24 hours before the visit, the visit read on Montreal’s clock (EDT, UTC-4)', () => {
    // 14:30 in Montreal on 10 June is 18:30 UTC.
    expect(freeChangeDeadline({ scheduledDate: '2026-06-10', scheduledTime: '14:30' }).toISOString()).toBe('2026-06-09T18:30:00.000Z');
  });

  it('counts real hours across the autumn clock change: a 10:00 visit on 1 November frees changes until 11:00 the day before', () => {
    // 2026-11-01 10:00 EST (UTC-5) is 15:00 UTC; 24 h earlier is 31 October 15:00 UTC, 11:00 EDT.
    expect(freeChangeDeadline({ scheduledDate: '2026-11-01', scheduledTime: '10:00' }).toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('counts real hours across the spring clock change: a 10:00 visit on 8 March frees changes until 09:00 the day before', () => {
    // 2026-03-08 10:00 EDT (UTC-4) is 14:00 UTC; 24 h earlier is 7 March 14:00 UTC, 09:00 EST.
    expect(freeChangeDeadline({ scheduledDate: '2026-03-08', scheduledTime: '10:00' }).toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });
});

describe('isLateChange', () => {
  const visit = { scheduledDate: '2026-11-01', scheduledTime: '10:00' };

  it('is free until the deadline and late from the deadline on', () => {
    expect(isLateChange(visit, new Date('2026-10-31T14:59:59.999Z'))).toBe(false);
    expect(isLateChange(visit, new Date('2026-10-31T15:00:00.000Z'))).toBe(true);
    expect(isLateChange(visit, new Date('2026-11-01T16:00:00.000Z'))).toBe(true);
  });

  it('is free a week ahead, whatever the zone of the device that asks', () => {
    expect(isLateChange(visit, new Date('2026-10-25T03:00:00Z'))).toBe(false);
  });
});
