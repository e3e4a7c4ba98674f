import { resources } from '@hm/i18n';
import {
  checkForgotPasswordForm,
  checkLoginForm,
  checkNewPasswordForm,
  checkSignupForm,
  isFormValid,
  type FormCheck,
  type SignupValues,
} from './validation';

const GOOD_PASSWORD = 'Maison2026';

const signup = (overrides: Partial<SignupValues> = {}): SignupValues => ({
  firstName: 'Jean',
  lastName: 'Tremblay',
  email: 'jean@example.com',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  acceptTerms: true,
  ...overrides,
});

describe('checkLoginForm', () => {
  it('accepts an e-mail and any password', () => {
    expect(isFormValid(checkLoginForm({ email: ' jean@example.com ', password: 'x' }))).toBe(true);
  });

  it("says 'Please enter both email and password.' when one is missing", () => {
    expect(checkLoginForm({ email: '', password: '' })).toEqual({
      fields: { email: 'required', password: 'required' },
      summary: 'summaryLogin',
    });
    expect(checkLoginForm({ email: '   ', password: 'x' })).toEqual({ fields: { email: 'required' }, summary: 'summaryLogin' });
  });

  it('rejects an address without a dot in the domain', () => {
    expect(checkLoginForm({ email: 'jean@example', password: 'x' })).toEqual({ fields: { email: 'emailInvalid' } });
  });
});

describe('checkSignupForm', () => {
  it('accepts a complete form', () => {
    expect(isFormValid(checkSignupForm(signup()))).toBe(true);
  });

  it('lists every missing field in display order, with the summary of SPEC §8', () => {
    const check = checkSignupForm({
      firstName: ' ',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    });
    expect(check.summary).toBe('summaryRequired');
    expect(Object.entries(check.fields)).toEqual([
      ['firstName', 'required'],
      ['lastName', 'required'],
      ['email', 'required'],
      ['password', 'required'],
      ['confirmPassword', 'required'],
      ['acceptTerms', 'termsRequired'],
    ]);
  });

  it.each(['short1A', 'nouppercase1', 'NoDigitsHere'])('applies the password rule to %j', (password) => {
    expect(checkSignupForm(signup({ password, confirmPassword: password })).fields).toEqual({ password: 'passwordRule' });
  });

  it('says when the password is too long rather than too weak', () => {
    const password = `A1${'x'.repeat(127)}`;
    expect(checkSignupForm(signup({ password, confirmPassword: password })).fields).toEqual({ password: 'passwordTooLong' });
  });

  it('requires the confirmation to match exactly', () => {
    expect(checkSignupForm(signup({ confirmPassword: `${GOOD_PASSWORD} ` }))).toEqual({
      fields: { confirmPassword: 'passwordsMismatch' },
    });
  });

  it('requires the terms to be accepted', () => {
    expect(checkSignupForm(signup({ acceptTerms: false }))).toEqual({ fields: { acceptTerms: 'termsRequired' } });
  });

  it('rejects a malformed e-mail without a summary', () => {
    expect(checkSignupForm(signup({ email: 'jean at example.com' }))).toEqual({ fields: { email: 'emailInvalid' } });
  });
});

describe('checkForgotPasswordForm', () => {
  it("says 'Please enter your email address.' when empty", () => {
    expect(checkForgotPasswordForm({ email: '' })).toEqual({ fields: { email: 'emailRequired' } });
  });

  it('checks the pattern', () => {
    expect(checkForgotPasswordForm({ email: 'a@b' })).toEqual({ fields: { email: 'emailInvalid' } });
    expect(isFormValid(checkForgotPasswordForm({ email: 'a@b.ca' }))).toBe(true);
  });
});

describe('checkNewPasswordForm', () => {
  it('accepts a strong, confirmed password', () => {
    expect(isFormValid(checkNewPasswordForm({ password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))).toBe(true);
  });

  it('applies the rule and the match', () => {
    expect(checkNewPasswordForm({ password: 'weak', confirmPassword: 'weak' }).fields).toEqual({ password: 'passwordRule' });
    expect(checkNewPasswordForm({ password: GOOD_PASSWORD, confirmPassword: 'Maison2025' }).fields).toEqual({
      confirmPassword: 'passwordsMismatch',
    });
    expect(checkNewPasswordForm({ password: '', confirmPassword: '' })).toEqual({
      fields: { password: 'required', confirmPassword: 'required' },
      summary: 'summaryRequired',
    });
  });
});

describe('messages', () => {
  it('every message key has a text in both languages', () => {
    const checks: FormCheck<string>[] = [
      checkLoginForm({ email: '', password: '' }),
      checkLoginForm({ email: 'x', password: '' }),
      checkSignupForm({ firstName: '', lastName: '', email: 'x', password: 'x', confirmPassword: 'y', acceptTerms: false }),
      checkSignupForm(signup({ password: `A1${'x'.repeat(200)}` })),
      checkForgotPasswordForm({ email: '' }),
    ];
    const keys = new Set<string>(
      checks
        .flatMap((check) => [...Object.values(check.fields), ...(check.summary ? [check.summary] : [])])
        .filter((key) => key !== undefined),
    );
    expect(keys.size).toBeGreaterThanOrEqual(8);
    for (const language of ['en', 'fr'] as const) {
      const texts: Record<string, string> = resources[language].auth.validation;
      for (const key of keys) expect(texts[key]).toEqual(expect.any(String));
    }
  });
});
