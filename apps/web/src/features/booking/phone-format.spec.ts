import { formatPhoneForDisplay } from './phone-format';

describe('formatPhoneForDisplay', () => {
  it('groups a ten-digit number 3-3-4', () => {
    expect(formatPhoneForDisplay('5145550199')).toBe('514 555 0199');
  });

  it('keeps the North American country code', () => {
    expect(formatPhoneForDisplay('+15145550199')).toBe('+1 514 555 0199');
  });

  it('leaves other numbers as stored', () => {
    expect(formatPhoneForDisplay('+33142685300')).toBe('+33142685300');
    expect(formatPhoneForDisplay('55501')).toBe('55501');
  });
});
