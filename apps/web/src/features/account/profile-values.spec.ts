import { DEFAULT_NOTIFICATION_PREFERENCES, type Profile } from '@hm/contracts';
import { toProfileFormValues, toUpdateProfileRequest } from './profile-values';

const profile: Profile = {
  id: 'u1',
  email: 'jean@example.com',
  firstName: 'Jean',
  lastName: 'Tremblay',
  phone: null,
  address: null,
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  locale: 'fr',
  role: 'customer',
  notifications: DEFAULT_NOTIFICATION_PREFERENCES,
};

describe('profile form values', () => {
  it('shows missing values as empty fields', () => {
    expect(toProfileFormValues(profile)).toEqual({
      firstName: 'Jean',
      lastName: 'Tremblay',
      phone: '',
      address: '',
      city: 'Montréal',
      postalCode: 'H2X 1Y4',
      locale: 'fr',
    });
  });

  it('sends trimmed values, a normalised phone and postal code, and null for blanks', () => {
    expect(
      toUpdateProfileRequest({
        firstName: ' Jeanne ',
        lastName: 'Tremblay',
        phone: '1 (514) 555-1234',
        address: '  ',
        city: ' Laval ',
        postalCode: 'h7n2b3',
        locale: 'en',
      }),
    ).toEqual({
      firstName: 'Jeanne',
      lastName: 'Tremblay',
      phone: '+15145551234',
      address: null,
      city: 'Laval',
      postalCode: 'H7N 2B3',
      locale: 'en',
    });
  });

  it('does not send the e-mail, which is read-only', () => {
    expect(toUpdateProfileRequest(toProfileFormValues(profile))).not.toHaveProperty('email');
  });
});
