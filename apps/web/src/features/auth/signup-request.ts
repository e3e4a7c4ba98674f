import { normalizePhone, type Language, type SignUpRequest } from '@hm/contracts';

/** What both sign-up forms (the page and the booking wizard's) hold; the page has no phone. */
export interface SignupFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export const EMPTY_SIGNUP: SignupFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The request of a checked form: trimmed texts, the phone normalised (when the form has one). */
export function toSignUpRequest(values: SignupFormValues, locale: Language): SignUpRequest {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone === '' ? {} : { phone: normalizePhone(phone) }),
    password: values.password,
    locale,
    acceptTerms: true,
  };
}
