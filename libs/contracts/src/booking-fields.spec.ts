import {
  BOOKING_FIELD_MAX_LENGTH,
  bookingDateError,
  bookingParkingError,
  bookingEmailError,
  bookingPhoneError,
  bookingPostalCodeError,
  bookingTextError,
  bookingTimeError,
} from './booking-fields.js';

describe('bookingTextError', () => {
  const required = { maxLength: 10 };
  it('requires a non-blank string', () => {
    for (const value of [undefined, null, '', '   ', 42, {}]) expect(bookingTextError(value, required)).toBe('REQUIRED');
    expect(bookingTextError('  Léa ', required)).toBeNull();
  });

  it('lets an optional field be absent or blank', () => {
    for (const value of [undefined, null, '', '  ']) expect(bookingTextError(value, { ...required, optional: true })).toBeNull();
    expect(bookingTextError(3, { ...required, optional: true })).toBe('REQUIRED');
  });

  it('counts the length after trimming', () => {
    expect(bookingTextError(`  ${'a'.repeat(10)}  `, required)).toBeNull();
    expect(bookingTextError('a'.repeat(11), required)).toBe('TOO_LONG');
  });

  it('refuses control characters, except line breaks in multi-line text', () => {
    expect(bookingTextError('Léa\nRoy', required)).toBe('INVALID_TEXT');
    expect(bookingTextError('a\u0000b', required)).toBe('INVALID_TEXT');
    expect(bookingTextError('Line 1\r\nLine 2\tend', { maxLength: 100, multiline: true })).toBeNull();
    expect(bookingTextError('bell\u0007', { maxLength: 100, multiline: true })).toBe('INVALID_TEXT');
  });
});

describe('bookingEmailError', () => {
  it('applies the booking pattern of SPEC §5', () => {
    expect(bookingEmailError(' camille.tremblay+maison@example.qc.ca ')).toBeNull();
    for (const bad of [
      'camille',
      'camille@example',
      'camille@example.c',
      'ca mille@example.com',
      'camille@@example.com',
      'é@example.com',
    ]) {
      expect(bookingEmailError(bad)).toBe('INVALID_EMAIL');
    }
    expect(bookingEmailError('')).toBe('REQUIRED');
    expect(bookingEmailError(`${'a'.repeat(250)}@x.ca`)).toBe('TOO_LONG');
  });
});

describe('bookingPhoneError', () => {
  it('accepts what normalises to 7 to 15 digits with an optional leading +', () => {
    for (const good of ['514-555-1234', '(514) 555 1234', '1 514 555 1234', '+33 1 23 45 67 89', '555-1234'])
      expect(bookingPhoneError(good)).toBeNull();
    for (const bad of ['call me', '12345', '514+555+1234', '1234567890123456']) expect(bookingPhoneError(bad)).toBe('INVALID_PHONE');
    expect(bookingPhoneError('  ')).toBe('REQUIRED');
  });
});

describe('bookingPostalCodeError', () => {
  it('accepts Quebec codes (G, H, J) in any case and spacing', () => {
    for (const good of ['h2x1y4', ' H2X 1Y4 ', 'h2x 1y4', 'G1R 4P5', 'j8y3r7']) expect(bookingPostalCodeError(good)).toBeNull();
  });

  it('tells a real code outside Quebec (another province, a US ZIP, a French code) from a wrong one', () => {
    for (const elsewhere of ['V6B 1A1', 'v6b1a1', 'K1A 0B1', 'M5V 2T6', '90210', '90210-1234', '75001'])
      expect(bookingPostalCodeError(elsewhere)).toBe('POSTAL_CODE_OUTSIDE_QUEBEC');
  });

  it('rejects anything else', () => {
    for (const bad of ['H2X1Y', 'D2X1Y4', 'W2X 1Y4', '123456', 'HELLO!', '1234'])
      expect(bookingPostalCodeError(bad)).toBe('INVALID_POSTAL_CODE');
    expect(bookingPostalCodeError('')).toBe('REQUIRED');
    expect(bookingPostalCodeError('x'.repeat(BOOKING_FIELD_MAX_LENGTH.postalCode + 1))).toBe('TOO_LONG');
  });
});

describe('bookingDateError', () => {
  const today = '2026-03-10';
  it('accepts today and later days', () => {
    expect(bookingDateError('2026-03-10', today)).toBeNull();
    expect(bookingDateError('2027-01-01', today)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(bookingDateError('2026-03-09', today)).toBe('DATE_IN_PAST');
    expect(bookingDateError('2026-02-30', today)).toBe('INVALID_DATE');
    expect(bookingDateError('10/03/2026', today)).toBe('INVALID_DATE');
    expect(bookingDateError('', today)).toBe('REQUIRED');
    expect(bookingDateError(undefined, today)).toBe('REQUIRED');
  });

  it("uses Toronto's today by default", () => {
    expect(bookingDateError('2000-01-01')).toBe('DATE_IN_PAST');
  });
});

describe('bookingTimeError', () => {
  it('accepts the slots and the picker quarter hours from 08:00 to 20:30', () => {
    for (const good of ['08:00', '08:15', '14:30', '20:30']) expect(bookingTimeError(good)).toBeNull();
  });

  it('names what is wrong', () => {
    for (const outside of ['07:45', '20:45', '21:00', '00:00', '14:10']) expect(bookingTimeError(outside)).toBe('TIME_OUTSIDE_HOURS');
    for (const invalid of ['2:30 PM', '24:00', '8:00', '14h30']) expect(bookingTimeError(invalid)).toBe('INVALID_TIME');
    expect(bookingTimeError(null)).toBe('REQUIRED');
  });
});

describe('bookingParkingError', () => {
  it('accepts no answer and the four choices', () => {
    for (const value of [undefined, null, '', 'street', 'driveway', 'paid', 'none']) expect(bookingParkingError(value)).toBeNull();
  });

  it('refuses anything else', () => {
    for (const value of ['garage', 'STREET', 3, {}]) expect(bookingParkingError(value)).toBe('INVALID_PARKING');
  });
});
