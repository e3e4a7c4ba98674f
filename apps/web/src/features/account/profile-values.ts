import { formatCanadianPostalCode, normalizePhone, type Language, type Profile, type UpdateProfileRequest } from '@hm/contracts';

/** The profile form's fields, as typed (empty strings for missing values). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  locale: Language;
}

export function toProfileFormValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    locale: profile.locale,
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);

/** What PATCH /api/me receives: trimmed, phone and postal code normalised, blanks as null. */
export function toUpdateProfileRequest(values: ProfileFormValues): UpdateProfileRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: orNull(normalizePhone(values.phone.trim())),
    address: orNull(values.address.trim()),
    city: orNull(values.city.trim()),
    postalCode: orNull(formatCanadianPostalCode(values.postalCode)),
    locale: values.locale,
  };
}
