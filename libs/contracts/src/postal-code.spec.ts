import { describe, expect, it } from '@jest/globals';
import { formatCanadianPostalCode, isCanadianPostalCode, isQuebecPostalCode, postalCodePrefixes } from './postal-code.js';

describe('formatCanadianPostalCode', () => {
  it.each([
    ['  h2x 1y4 ', 'H2X 1Y4'],
    ['h2x1y4', 'H2X 1Y4'],
    ['H2X 1Y4', 'H2X 1Y4'],
    ['h 2 x\t1 y 4', 'H2X 1Y4'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatCanadianPostalCode(input)).toBe(expected);
  });

  it.each([
    ['j', 'J'],
    ['h2x', 'H2X'],
    ['h2x 1y', 'H2X1Y'],
    ['90210', '90210'],
    ['75001', '75001'],
    ['', ''],
  ])('only upper-cases and strips %p (not 6 characters long)', (input, expected) => {
    expect(formatCanadianPostalCode(input)).toBe(expected);
  });
});

describe('isCanadianPostalCode', () => {
  it.each(['H2X 1Y4', 'h2x1y4', ' k1a 0b1 ', 'T2P 5H1', 'V6B 4Y8', 'X0A 0H0', 'Y1A 1A1'])('accepts %p', (code) => {
    expect(isCanadianPostalCode(code)).toBe(true);
  });

  it.each([
    ['D1A 1A1', 'first letter D'],
    ['W1A 1A1', 'first letter W'],
    ['Z1A 1A1', 'first letter Z'],
    ['H2O 1Y4', 'letter O'],
    ['H2X 1U4', 'letter U'],
    ['H2I 1Y4', 'letter I'],
    ['H2Q 1Y4', 'letter Q'],
    ['H2F 1Y4', 'letter F'],
    ['22X 1Y4', 'digit first'],
    ['H2X 1Y', 'too short'],
    ['H2X-1Y4', 'hyphen'],
    ['90210', 'US ZIP'],
  ])('rejects %p (%s)', (code) => {
    expect(isCanadianPostalCode(code)).toBe(false);
  });

  it('allows W and Z after the first letter', () => {
    expect(isCanadianPostalCode('H2W 1Z4')).toBe(true);
  });
});

describe('isQuebecPostalCode', () => {
  it.each(['H2X 1Y4', 'h2x1y4', 'G1R 4P5', ' j8y 3r7 '])('accepts %p', (code) => {
    expect(isQuebecPostalCode(code)).toBe(true);
  });

  it.each(['V6B 1A1', 'K1A 0B1', 'A1A 1A1', '90210', '75001', 'H2X', 'D2X 1Y4', ''])('refuses %p', (code) => {
    expect(isQuebecPostalCode(code)).toBe(false);
  });
});

describe('postalCodePrefixes', () => {
  it('lists the 1-, 2- and 3-character prefixes of the compact code', () => {
    expect(postalCodePrefixes('h2x 1y4')).toEqual(['H', 'H2', 'H2X']);
    expect(postalCodePrefixes('G1')).toEqual(['G', 'G1']);
    expect(postalCodePrefixes('')).toEqual([]);
  });
});
