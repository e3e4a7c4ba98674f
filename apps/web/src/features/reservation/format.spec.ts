import { formatDay, formatEventTime, formatRate } from './format';

describe('reservation formats', () => {
  it('shows event times on Montreal time, 12-hour in English and 24-hour in French', () => {
    expect(formatEventTime('2026-07-02T18:45:00.000Z', 'en')).toBe('Jul 2, 2:45 PM');
    expect(formatEventTime('2026-07-02T18:45:00.000Z', 'fr')).toBe('2 juill., 14 h 45');
    // 02:30 UTC is still the evening before in Montreal.
    expect(formatDay('2026-07-03T02:30:00.000Z', 'en')).toBe('Jul 2, 2026');
  });

  it('prints tax rates as Quebec invoices do in each language', () => {
    expect(formatRate(0.05, 'en')).toBe('5%');
    expect(formatRate(0.09975, 'en')).toBe('9.975%');
    expect(formatRate(0.09975, 'fr')).toBe('9,975\u00a0%');
  });
});
