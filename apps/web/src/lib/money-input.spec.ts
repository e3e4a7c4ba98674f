import { centsOf } from './money-input';

describe('an amount typed in dollars', () => {
  it('is read as people type it', () => {
    expect(centsOf('120')).toBe(12_000);
    expect(centsOf('120.5')).toBe(12_050);
    expect(centsOf('35,99 $')).toBe(3_599);
    expect(centsOf('$ 7.05')).toBe(705);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('1000000')).toBeNull();
  });
});
