import { photoFileError, toProfileRequest, validateProfile, type ProfileFormValues } from './profile-form';

const values = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  firstName: ' Marc ',
  lastName: 'Gagnon',
  phone: '(514) 555-0199',
  categories: ['plumbing'],
  areas: 'h2x, H3 h2x',
  bioFr: ' Plombier ',
  bioEn: '',
  ...overrides,
});

describe('pro profile form', () => {
  it('accepts a complete profile and sends normalised values', () => {
    expect(validateProfile(values())).toEqual({});
    expect(toProfileRequest(values())).toEqual({
      firstName: 'Marc',
      lastName: 'Gagnon',
      phone: '(514) 555-0199',
      categories: ['plumbing'],
      serviceAreaPrefixes: ['H2X', 'H3'],
      bioFr: 'Plombier',
      bioEn: null,
    });
  });

  it('names each wrong field', () => {
    expect(validateProfile(values({ firstName: ' ', phone: '12', categories: [], areas: 'H2X, 123', bioEn: 'x'.repeat(601) }))).toEqual({
      firstName: 'required',
      phone: 'phone',
      categories: 'categories',
      areas: 'areas',
      bioEn: 'bioTooLong',
    });
    expect(validateProfile(values({ phone: '' }))).toEqual({ phone: 'required' });
  });

  it('takes PNG, JPEG and WebP photos up to 5 MB', () => {
    expect(photoFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoFileError({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoFileError({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(photoFileError({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('size');
  });
});
