import { reminderDelayMs, REMINDER_LEAD_MS } from './booking-reminder.js';

describe('reminderDelayMs', () => {
  it('waits until 24 h before the Toronto wall-clock visit', () => {
    // 2026-03-10 14:30 in Toronto is 18:30 UTC (EDT).
    const now = new Date('2026-03-01T18:30:00Z');
    expect(reminderDelayMs('2026-03-10', '14:30', now)).toBe(9 * 24 * 3600_000 - REMINDER_LEAD_MS);
  });

  it('follows the winter offset too', () => {
    // 2026-01-15 09:00 in Toronto is 14:00 UTC (EST); the reminder is 2026-01-14 14:00 UTC.
    const now = new Date('2026-01-14T13:00:00Z');
    expect(reminderDelayMs('2026-01-15', '09:00', now)).toBe(3600_000);
  });

  it('sends none for a visit less than 24 h away', () => {
    const now = new Date('2026-01-14T14:00:00Z');
    expect(reminderDelayMs('2026-01-15', '09:00', now)).toBeNull();
    expect(reminderDelayMs('2026-01-15', '09:00', new Date('2026-01-15T10:00:00Z'))).toBeNull();
  });
});
