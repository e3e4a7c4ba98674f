import { resources } from '@hm/i18n';
import { checkPasswordChangeForm, checkProfileForm, isFormValid } from './validation';

describe('checkProfileForm', () => {
  it('requires the first and last name', () => {
    expect(isFormValid(checkProfileForm({ firstName: 'Jean', lastName: 'Tremblay' }))).toBe(true);
    expect(checkProfileForm({ firstName: '  ', lastName: '' })).toEqual({
      fields: { firstName: 'required', lastName: 'required' },
      summary: 'summaryRequired',
    });
  });
});

describe('checkPasswordChangeForm', () => {
  const valid = { currentPassword: 'anything', newPassword: 'Nouveau2026', confirmPassword: 'Nouveau2026' };

  it('accepts a valid change', () => {
    expect(isFormValid(checkPasswordChangeForm(valid))).toBe(true);
  });

  it('requires all three fields', () => {
    expect(checkPasswordChangeForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      fields: { currentPassword: 'required', newPassword: 'required', confirmPassword: 'required' },
      summary: 'summaryRequired',
    });
  });

  it('applies the password rule to the new password only', () => {
    expect(checkPasswordChangeForm({ ...valid, currentPassword: 'old' }).fields).toEqual({});
    expect(checkPasswordChangeForm({ ...valid, newPassword: 'short', confirmPassword: 'short' }).fields).toEqual({
      newPassword: 'passwordRule',
    });
    const long = `A1${'x'.repeat(127)}`;
    expect(checkPasswordChangeForm({ ...valid, newPassword: long, confirmPassword: long }).fields).toEqual({
      newPassword: 'passwordTooLong',
    });
  });

  it('requires a matching confirmation', () => {
    expect(checkPasswordChangeForm({ ...valid, confirmPassword: 'Nouveau2027' })).toEqual({
      fields: { confirmPassword: 'passwordsMismatch' },
    });
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
