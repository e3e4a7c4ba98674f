import { resources } from '@hm/i18n';
import { checkPasswordChangeForm, checkProfileForm } from './validation';

describe('checkProfileForm', () => {
  it('requires the first and last name', () => {
    expect(checkProfileForm({ firstName: 'Jean', lastName: 'Tremblay' })).toEqual({});
    expect(checkProfileForm({ firstName: '  ', lastName: '' })).toEqual({ firstName: 'required', lastName: 'required' });
  });
});

describe('checkPasswordChangeForm', () => {
  const valid = { currentPassword: 'anything', newPassword: 'Nouveau2026', confirmPassword: 'Nouveau2026' };

  it('accepts a valid change', () => {
    expect(checkPasswordChangeForm(valid)).toEqual({});
  });

  it('requires all three fields', () => {
    expect(checkPasswordChangeForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
      confirmPassword: 'required',
    });
  });

  it('applies the password rule to the new password only', () => {
    expect(checkPasswordChangeForm({ ...valid, currentPassword: 'old' })).toEqual({});
    expect(checkPasswordChangeForm({ ...valid, newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'passwordRule',
    });
    const long = `A1${'x'.repeat(127)}`;
    expect(checkPasswordChangeForm({ ...valid, newPassword: long, confirmPassword: long })).toEqual({
      newPassword: 'passwordTooLong',
    });
  });

  it('requires a matching confirmation', () => {
    expect(checkPasswordChangeForm({ ...valid, confirmPassword: 'Nouveau2027' })).toEqual({ confirmPassword: 'passwordsMismatch' });
  });

  it('has a text for every message in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const texts: Record<string, string> = resources[language].account.validation;
      for (const key of ['required', 'summaryRequired', 'passwordRule', 'passwordTooLong', 'passwordsMismatch']) {
        expect(texts[key]).toEqual(expect.any(String));
      }
    }
  });
});
