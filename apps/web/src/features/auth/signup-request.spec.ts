import { EMPTY_SIGNUP, toSignUpRequest } from './signup-request';

const signup = {
  ...EMPTY_SIGNUP,
  firstName: ' Jean ',
  lastName: 'Tremblay ',
  email: ' jean@example.com',
  password: ' Montreal2026',
  confirmPassword: ' Montreal2026',
  acceptTerms: true,
};

describe('sign-up request', () => {
  it('sends trimmed names and e-mail, the password as typed, the language and the consent', () => {
    expect(toSignUpRequest(signup, 'fr')).toEqual({
      firstName: 'Jean',
      lastName: 'Tremblay',
      email: 'jean@example.com',
      password: ' Montreal2026',
      locale: 'fr',
      acceptTerms: true,
    });
  });

  it('adds the normalised phone when the form has one', () => {
    expect(toSignUpRequest({ ...signup, phone: ' 514 555-1234 ' }, 'en')).toMatchObject({ phone: '5145551234', locale: 'en' });
  });
});
