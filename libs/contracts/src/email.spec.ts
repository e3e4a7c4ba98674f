import { describe, expect, it } from '@jest/globals';
import { isBookingEmail, isSimpleEmail, normalizeEmail } from './email.js';

describe('isSimpleEmail', () => {
  it.each(['marie@example.com', 'a@b.c', 'jean.tremblay+home@mail.example.qc.ca', 'élise@exemple.fr'])('accepts %p', (email) => {
    expect(isSimpleEmail(email)).toBe(true);
  });

  it.each([
    '',
    'marie',
    'marie@example',
    'marie @example.com',
    'marie@exa mple.com',
    'marie@@example.com',
    'ma@rie@example.com',
    '@example.com',
    'marie@.',
  ])('rejects %p', (email) => {
    expect(isSimpleEmail(email)).toBe(false);
  });
});

describe('isBookingEmail', () => {
  it.each(['marie@example.com', 'jean.tremblay+home@mail.example.qc.ca', 'a_b%c-d@x-y.io'])('accepts %p', (email) => {
    expect(isBookingEmail(email)).toBe(true);
  });

  it.each([
    ['marie@example.c', 'one-letter TLD'],
    ['marie@example.123', 'numeric TLD'],
    ['élise@exemple.fr', 'accented local part'],
    ['marie@example', 'no TLD'],
    ['marie example@x.com', 'space'],
    ['marie@', 'no domain'],
  ])('rejects %p (%s)', (email) => {
    expect(isBookingEmail(email)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Marie.Tremblay@Example.COM \n')).toBe('marie.tremblay@example.com');
  });
});
