import {
  normalizeServiceAreaPrefix,
  professionalPhoneError,
  PRO_BIO_MAX_LENGTH,
  PRO_PHOTO_MAX_BYTES,
  PRO_PHOTO_TYPES,
  type ProMyProfileView,
  type UpdateProProfileRequest,
} from '@hm/contracts';

/** The profile form's values as typed (areas as one comma-separated text). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  categories: string[];
  areas: string;
  bioFr: string;
  bioEn: string;
}

export type ProfileFieldError = 'required' | 'phone' | 'categories' | 'areas' | 'bioTooLong';
export type ProfileErrors = Partial<Record<keyof ProfileFormValues, ProfileFieldError>>;

export function profileFormValues(profile: ProMyProfileView): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    categories: profile.categories,
    areas: profile.serviceAreaPrefixes.join(', '),
    bioFr: profile.bioFr ?? '',
    bioEn: profile.bioEn ?? '',
  };
}

const splitAreas = (text: string): string[] => text.split(/[,;\s]+/).filter((part) => part !== '');

/** The same rules as the API (contracts), so the form says what is wrong before sending. */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'required';
  if (values.lastName.trim() === '') errors.lastName = 'required';
  const phone = professionalPhoneError(values.phone);
  if (phone) errors.phone = phone === 'REQUIRED' ? 'required' : 'phone';
  if (values.categories.length === 0) errors.categories = 'categories';
  if (splitAreas(values.areas).some((area) => normalizeServiceAreaPrefix(area) === null)) errors.areas = 'areas';
  if (values.bioFr.trim().length > PRO_BIO_MAX_LENGTH) errors.bioFr = 'bioTooLong';
  if (values.bioEn.trim().length > PRO_BIO_MAX_LENGTH) errors.bioEn = 'bioTooLong';
  return errors;
}

export function toProfileRequest(values: ProfileFormValues): UpdateProProfileRequest {
  const areas = splitAreas(values.areas).map((area) => normalizeServiceAreaPrefix(area) ?? area);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    categories: values.categories,
    serviceAreaPrefixes: [...new Set(areas)],
    bioFr: values.bioFr.trim() || null,
    bioEn: values.bioEn.trim() || null,
  };
}

/** A first look at a chosen photo (the API judges the bytes): 'type' or 'size' when refused. */
export function photoFileError(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(PRO_PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PRO_PHOTO_MAX_BYTES) return 'size';
  return null;
}
