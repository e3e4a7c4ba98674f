// The field rules of the public forms (email capture, contact form, FAQ form), shared by
// the pages (inline errors) and the API (which enforces them). Each returns the field's error
// code, or null when the value is acceptable.
import { isSimpleEmail } from './email.js';
import { isSupportedLanguage } from './language.js';
import { CONTACT_SUBJECTS, EMAIL_CAPTURE_SOURCES, PUBLIC_FORM_MAX_LENGTH, PublicFormFieldError } from './public-forms.js';

const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

export interface PublicFormTextRule {
  maxLength: number;
  /** Line breaks and tabs are allowed (message, question). */
  multiline?: boolean;
}

/** A required trimmed text: not blank, at most maxLength, no control characters. */
export function publicFormTextError(value: unknown, rule: PublicFormTextRule): PublicFormFieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return PublicFormFieldError.Required;
  const trimmed = value.trim();
  if (trimmed.length > rule.maxLength) return PublicFormFieldError.TooLong;
  const forbidden = rule.multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS;
  return forbidden.test(trimmed) ? PublicFormFieldError.InvalidText : null;
}

export function publicFormNameError(value: unknown): PublicFormFieldError | null {
  return publicFormTextError(value, { maxLength: PUBLIC_FORM_MAX_LENGTH.name });
}

/** E-mail capture: no whitespace, one '@', a dot in the domain (on the trimmed value). */
export function publicFormEmailError(value: unknown): PublicFormFieldError | null {
  const text = publicFormTextError(value, { maxLength: PUBLIC_FORM_MAX_LENGTH.email });
  if (text) return text;
  return isSimpleEmail((value as string).trim()) ? null : PublicFormFieldError.InvalidEmail;
}

export function contactSubjectError(value: unknown): PublicFormFieldError | null {
  if (value === undefined || value === null || value === '') return PublicFormFieldError.Required;
  return (CONTACT_SUBJECTS as readonly unknown[]).includes(value) ? null : PublicFormFieldError.InvalidSubject;
}

/** Optional: absent means 'waitlist'. */
export function emailCaptureSourceError(value: unknown): PublicFormFieldError | null {
  if (value === undefined || value === null) return null;
  return (EMAIL_CAPTURE_SOURCES as readonly unknown[]).includes(value) ? null : PublicFormFieldError.InvalidSource;
}

export function publicFormLocaleError(value: unknown): PublicFormFieldError | null {
  if (value === undefined || value === null || value === '') return PublicFormFieldError.Required;
  return isSupportedLanguage(value) ? null : PublicFormFieldError.InvalidLocale;
}
