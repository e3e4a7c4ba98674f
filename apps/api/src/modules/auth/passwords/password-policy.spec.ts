import { DEMO_USERS } from '@hm/db';
import { DomainException } from '../../../common/errors/domain.exception.js';
import { commonPasswords, isCommonPassword } from './common-passwords.js';
import { assertAcceptablePassword, passwordProblems } from './password-policy.js';

describe('the common-password list', () => {
  it('holds the 10,000 passwords shipped by the package, lower-cased', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(9_900);
    expect(list.size).toBeLessThanOrEqual(10_000);
    for (const password of ['123456', 'password', 'qwerty', 'iloveyou', 'password1']) expect(list.has(password)).toBe(true);
    expect([...list].every((entry) => entry === entry.toLowerCase())).toBe(true);
  });

  it('compares without case', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('Xk4-very-unusual-9')).toBe(false);
  });
});

describe('password policy', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Maison2026!')).toEqual([]);
  });

  it('names every broken rule, the common list included', () => {
    expect(passwordProblems('abc')).toEqual(['min_length', 'uppercase', 'digit']);
    expect(passwordProblems('Password1')).toEqual(['common']);
    expect(passwordProblems(`A1${'x'.repeat(127)}`)).toEqual(['max_length']);
  });

  it('throws WEAK_PASSWORD with the rule ids under the field', () => {
    let error: unknown;
    try {
      assertAcceptablePassword('Password1', 'newPassword');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({ code: 'WEAK_PASSWORD', status: 400, fields: { newPassword: ['common'] } });
  });

  it('accepts the demo accounts published in the README', () => {
    for (const user of DEMO_USERS)
      expect({ email: user.email, problems: passwordProblems(user.password) }).toEqual({ email: user.email, problems: [] });
  });
});
