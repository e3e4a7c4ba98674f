import { arrivalFieldRange, formatArrival, formatDaysOff } from './format';

describe('pro app formats', () => {
  it('proposes an arrival 30 minutes from now, up to 12 hours ahead, on the Montreal clock', () => {
    // 23:50 in Montreal on 10 March is already 11 March in UTC.
    expect(arrivalFieldRange(new Date('2026-03-11T03:50:00Z'))).toEqual({
      min: '2026-03-10T23:50',
      max: '2026-03-11T11:50',
      initial: '2026-03-11T00:20',
    });
  });

  it('writes an arrival in Montreal time, 12-hour in English and 24-hour in French', () => {
    expect(formatArrival('2026-01-15T19:05:00Z', 'en')).toBe('2:05 PM');
    expect(formatArrival('2026-01-15T19:05:00Z', 'fr')).toBe('14 h 05');
    expect(formatArrival('soon', 'fr')).toBe('soon');
  });
});

describe('formatDaysOff', () => {
  it('writes a day or a range of Montreal calendar days, whatever the device zone', () => {
    expect(formatDaysOff({ from: '2026-07-01', to: '2026-07-01' }, 'en')).toBe('Wed, Jul 1, 2026');
    expect(formatDaysOff({ from: '2026-12-31', to: '2027-01-02' }, 'fr')).toMatch(/^jeu\. 31 déc\. 2026 – sam\. 2 janv\. 2027$/);
  });
});
