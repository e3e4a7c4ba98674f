import { firstStep, nextStep, previousStep, progressPosition, stepForSession } from './wizard-steps';

describe('wizard step order', () => {
  it('walks a signed-out user through every step, account included', () => {
    expect(nextStep('subService', false)).toBe('address');
    expect(nextStep('address', false)).toBe('dateTime');
    expect(nextStep('dateTime', false)).toBe('account');
    expect(previousStep('confirm', false)).toBe('account');
    expect(previousStep('account', false)).toBe('dateTime');
    expect(previousStep('dateTime', false)).toBe('address');
    expect(previousStep('address', false)).toBe('subService');
  });

  it('skips the account step for signed-in users, both ways (3 -> 5, Back 5 -> 3)', () => {
    expect(nextStep('dateTime', true)).toBe('confirm');
    expect(previousStep('confirm', true)).toBe('dateTime');
  });

  it('disables Back on step 1, on the category picker and after success', () => {
    expect(previousStep('subService', false)).toBeNull();
    expect(previousStep('category', true)).toBeNull();
    expect(previousStep('success', true)).toBeNull();
  });

  it('has no Next where signing in or confirming moves on', () => {
    expect(nextStep('account', false)).toBeNull();
    expect(nextStep('confirm', true)).toBeNull();
    expect(nextStep('category', false)).toBe('subService');
  });

  it('starts at the category picker only from /book-service', () => {
    expect(firstStep('picker')).toBe('category');
    expect(firstStep('category')).toBe('subService');
  });

  it('shows the picker as step 1 and success as every step done', () => {
    expect(progressPosition('category')).toBe(0);
    expect(progressPosition('subService')).toBe(0);
    expect(progressPosition('address')).toBe(1);
    expect(progressPosition('dateTime')).toBe(2);
    expect(progressPosition('account')).toBe(3);
    expect(progressPosition('confirm')).toBe(4);
    expect(progressPosition('success')).toBe(5);
  });

  it('keeps the account step for signed-out users only', () => {
    expect(stepForSession('account', true)).toBe('confirm');
    expect(stepForSession('confirm', false)).toBe('account');
    expect(stepForSession('address', false)).toBe('address');
    expect(stepForSession('confirm', true)).toBe('confirm');
  });
});
