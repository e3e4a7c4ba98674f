import { formatDay, formatInstantDay, formatShortDay, formatTime, serviceLabel } from './format';

describe('dashboard formats', () => {
  it('writes a booking day as the calendar day it is, in either language', () => {
    expect(formatDay('2026-03-03', 'en')).toBe('Mar 3, 2026');
    expect(formatDay('2026-03-03', 'fr')).toMatch(/^3 mars 2026$/);
    expect(formatShortDay('2026-11-21', 'en')).toBe('Nov 21');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });

  it('writes times 12-hour in English and 24-hour in French', () => {
    expect(formatTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatTime('14:30', 'fr').replace(/\s/g, ' ')).toBe('14 h 30');
  });

  it('shows when a booking was made as the Montreal day, not the UTC one', () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in Montreal.
    expect(formatInstantDay('2026-11-22T02:00:00Z', 'en')).toBe('Nov 21, 2026');
  });

  it('names the service from the catalogue in the reader’s language, else the stored name', () => {
    expect(serviceLabel({ serviceId: 'plumbing', subServiceId: 'leak-repair', subServiceName: 'x' }, 'fr')).toEqual({
      service: 'Plomberie',
      option: 'Réparation de fuites',
    });
    expect(serviceLabel({ serviceId: 'gone', subServiceId: 'gone-too', subServiceName: 'Old name' }, 'en')).toEqual({
      service: 'gone',
      option: 'Old name',
    });
  });
});
