import { describe, expect, it } from '@jest/globals';
import { normalizeDigitsPlus, normalizePhone } from './phone.js';

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
