import { fullNameOf, initialsOf } from './user-display';

const user = (firstName: string, lastName: string, email = 'jean@example.com') => ({ firstName, lastName, email });

describe('initialsOf', () => {
  it('takes the first letter of the first and last name, upper-cased', () => {
    expect(initialsOf(user('Jean', 'Tremblay'))).toBe('JT');
    expect(initialsOf(user('marie', 'de la fontaine'))).toBe('MD');
  });

  it('keeps accented letters whole, precomposed or not', () => {
    expect(initialsOf(user('élodie', 'Ouellet'))).toBe('ÉO');
    expect(initialsOf(user('e\u0301lodie', 'ouellet'))).toBe('E\u0301O');
  });

  it('ignores surrounding spaces', () => {
    expect(initialsOf(user('  ana ', ' lópez'))).toBe('AL');
  });

  it('works with one name only', () => {
    expect(initialsOf(user('Jean', ''))).toBe('J');
  });

  it('falls back to the e-mail when there are no names', () => {
    expect(initialsOf(user(' ', '', 'zoe@example.com'))).toBe('Z');
  });
});

describe('fullNameOf', () => {
  it('joins first and last name', () => {
    expect(fullNameOf(user(' Jean ', 'Tremblay'))).toBe('Jean Tremblay');
    expect(fullNameOf(user('Jean', ''))).toBe('Jean');
  });

  it('falls back to the e-mail', () => {
    expect(fullNameOf(user('', '', 'zoe@example.com'))).toBe('zoe@example.com');
  });
});
