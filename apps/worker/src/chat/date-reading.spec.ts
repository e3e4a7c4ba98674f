import { describe, expect, it } from '@jest/globals';
import { formatDay, readDate } from './date-reading.js';

// Thursday 3 December 2026, 10:00 in Montreal.
const NOW = new Date('2026-12-03T15:00:00Z');

describe('reading the day a question names', () => {
  it.each([
    ['demain', '2026-12-04'],
    ['tomorrow morning', '2026-12-04'],
    ['après-demain', '2026-12-05'],
    ['the day after tomorrow', '2026-12-05'],
    ["aujourd'hui si possible", '2026-12-03'],
    ['today', '2026-12-03'],
    ['ce soir', '2026-12-03'],
    ['I need a cleaner next Tuesday', '2026-12-08'],
    ['un ménage mardi prochain', '2026-12-08'],
    ['this Saturday', '2026-12-05'],
    ['samedi', '2026-12-05'],
    // Today is a Thursday: "jeudi" is next week's.
    ['jeudi', '2026-12-10'],
    ['mardi de la semaine prochaine', '2026-12-08'],
    ['next week on Monday', '2026-12-07'],
    ['le 12 décembre', '2026-12-12'],
    ['12 décembre 2026', '2026-12-12'],
    ['December 10', '2026-12-10'],
    ['Dec 24th', '2026-12-24'],
    ['the 12th of December', '2026-12-12'],
    ['le 1er janvier', '2027-01-01'],
    ['le 1er juillet', '2027-07-01'],
    // A day that passed recently is past, not next year's.
    ['November 30', '2026-11-30'],
    ['on the 20th', '2026-12-20'],
    ['le 2', '2027-01-02'],
    ['in 3 days', '2026-12-06'],
    ['dans deux semaines', '2026-12-17'],
    ['2026-12-15', '2026-12-15'],
  ])('"%s" is %s', (text, date) => {
    expect(readDate(text, NOW)).toBe(date);
  });

  it.each([
    'Mon robinet fuit depuis hier soir',
    'It has been leaking since yesterday',
    'this weekend',
    'la semaine prochaine',
    'au 2e étage',
    'a 4 et demi',
    'May I book a cleaner?',
    'le 31 février',
  ])('"%s" names no day', (text) => {
    expect(readDate(text, NOW)).toBeNull();
  });

  it("counts from Montreal's day, not UTC's nor the device's, near midnight", () => {
    // 03:30 UTC on Friday the 4th is still Thursday the 3rd, 22:30, in Montreal.
    const lateEvening = new Date('2026-12-04T03:30:00Z');
    expect(readDate('tomorrow', lateEvening)).toBe('2026-12-04');
    expect(readDate('demain', lateEvening)).toBe('2026-12-04');
    expect(readDate('vendredi', lateEvening)).toBe('2026-12-04');
    // 05:00 UTC is midnight in Montreal (EST): the 4th has begun.
    expect(readDate('tomorrow', new Date('2026-12-04T05:00:00Z'))).toBe('2026-12-05');
  });
});

describe('formatDay', () => {
  it("names the day in the person's language, with the year only when it is another year", () => {
    expect(formatDay('2026-12-08', 'fr', '2026-12-03')).toBe('mardi 8 décembre');
    expect(formatDay('2026-12-08', 'en', '2026-12-03')).toBe('Tuesday, December 8');
    expect(formatDay('2027-01-02', 'en', '2026-12-03')).toBe('Saturday, January 2, 2027');
  });
});
