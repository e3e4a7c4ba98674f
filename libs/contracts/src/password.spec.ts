import { describe, expect, it } from '@jest/globals';
import { PASSWORD_MAX_LENGTH } from './business-constants.js';
import { checkPassword, isAcceptablePassword, passwordStrength } from './password.js';

describe('checkPassword', () => {
  it('accepts 8 characters with an upper-case letter and a digit', () => {
    expect(checkPassword('Abcdefg1')).toEqual([]);
    expect(isAcceptablePassword('Abcdefg1')).toBe(true);
  });

  it('rejects 7 characters even when otherwise strong', () => {
    expect(checkPassword('Abcde1!')).toEqual(['min_length']);
  });

  it('rejects the 6-character minimum of the old booking-step form', () => {
    expect(isAcceptablePassword('Abcd12')).toBe(false);
  });

  it('asks for an upper-case letter and a digit', () => {
    expect(checkPassword('abcdefgh')).toEqual(['uppercase', 'digit']);
    expect(checkPassword('ABCDEFGH')).toEqual(['digit']);
    expect(checkPassword('abcdefg1')).toEqual(['uppercase']);
  });

  it('counts accented capitals as upper-case letters', () => {
    expect(checkPassword('Élodie2026')).toEqual([]);
  });

  it('lists every broken rule of an empty password', () => {
    expect(checkPassword('')).toEqual(['min_length', 'uppercase', 'digit']);
  });

  it('accepts 128 characters and rejects 129', () => {
    const base = 'A1' + 'a'.repeat(PASSWORD_MAX_LENGTH - 2);
    expect(checkPassword(base)).toEqual([]);
    expect(checkPassword(base + 'a')).toEqual(['max_length']);
  });

  it('counts an emoji as one character', () => {
    expect(checkPassword('Abcdef1😀')).toEqual([]);
    expect(checkPassword('Abcde1😀')).toEqual(['min_length']);
  });

  it('applies the common-password check only when one is supplied', () => {
    const isCommonPassword = (pw: string) => pw === 'Password1';
    expect(checkPassword('Password1')).toEqual([]);
    expect(checkPassword('Password1', { isCommonPassword })).toEqual(['common']);
    expect(checkPassword('Tr0ubadour', { isCommonPassword })).toEqual([]);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'very_weak'],
    ['abc', 0, 'very_weak'],
    ['abcdefgh', 1, 'weak'],
    ['Abcdefgh', 2, 'fair'],
    ['Abcdefg1', 3, 'good'],
    ['Abcdef1!', 4, 'strong'],
    ['A1!', 3, 'good'],
  ] as const)('%p scores %p (%s)', (password, score, label) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.label).toBe(label);
  });

  it('reports each checklist item', () => {
    expect(passwordStrength('abcdefg!').checklist).toEqual({
      minLength: true,
      uppercase: false,
      digit: false,
      specialCharacter: true,
    });
  });

  it('does not count accented letters or spaces as special characters', () => {
    expect(passwordStrength('éèà ç').checklist.specialCharacter).toBe(false);
    expect(passwordStrength('mot-de-passe').checklist.specialCharacter).toBe(true);
  });
});
