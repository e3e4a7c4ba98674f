import { arrivalInstant, defaultArrivalTime, formatDaysOff } from './format';

describe('pro app formats', () => {
  it('proposes an arrival 30 minutes from now', () => {
    expect(defaultArrivalTime(new Date(2026, 2, 10, 14, 50))).toBe('15:20');
    expect(defaultArrivalTime(new Date(2026, 2, 10, 23, 45))).toBe('00:15');
  });

  it('reads an arrival time as today, or tomorrow once passed', () => {
    const now = new Date(2026, 2, 10, 14, 50);
    expect(arrivalInstant('15:20', now)).toEqual(new Date(2026, 2, 10, 15, 20));
    expect(arrivalInstant('00:15', now)).toEqual(new Date(2026, 2, 11, 0, 15));
    expect(arrivalInstant('14:50', now)).toEqual(new Date(2026, 2, 11, 14, 50));
    expect(arrivalInstant('25:00', now)).toBeNull();
    expect(arrivalInstant('', now)).toBeNull();
  });
});

describe('formatDaysOff', () => {
  it('writes a day or a range of Montreal calendar days, whatever the device zone', () => {
    expect(formatDaysOff({ from: '2026-07-01', to: '2026-07-01' }, 'en')).toBe('Wed, Jul 1, 2026');
    expect(formatDaysOff({ from: '2026-12-31', to: '2027-01-02' }, 'fr')).toMatch(/^jeu\. 31 déc\. 2026 – sam\. 2 janv\. 2027$/);
  });
});
