import { describe, expect, it } from '@jest/globals';
import { formatPhone, normalizeDigitsPlus, normalizePhone } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['514-555-1234', '5145551234'],
    ['(514) 555-1234', '5145551234'],
    ['1 514 555 1234', '+15145551234'],
    ['1-514-555-1234', '+15145551234'],
    ['+1 (514) 555-1234', '+15145551234'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['33123456789', '+33123456789'],
    ['555-1234', '5551234'],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('does not prepend + to exactly 10 characters', () => {
    expect(normalizePhone('514.555.1234')).toBe('5145551234');
  });
});

describe('normalizeDigitsPlus', () => {
  it('keeps only digits and plus signs, never adding one', () => {
    expect(normalizeDigitsPlus('1 (514) 555-1234 ext. 7')).toBe('151455512347');
    expect(normalizeDigitsPlus('+1 514 555 1234')).toBe('+15145551234');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5145550147', '(514) 555-0147'],
    ['+15145550147', '+1 (514) 555-0147'],
    ['15145550147', '+1 (514) 555-0147'],
    ['+33142685300', '+33142685300'],
    ['+25145550147', '+25145550147'],
    ['5550147', '5550147'],
    ['', ''],
  ])('%p reads %p', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('reads back what normalizePhone stored', () => {
    expect(formatPhone(normalizePhone('514.555.0147'))).toBe('(514) 555-0147');
    expect(formatPhone(normalizePhone('1 514 555 0147'))).toBe('+1 (514) 555-0147');
  });
});
