import {
  contactSubjectError,
  emailCaptureSourceError,
  publicFormEmailError,
  publicFormLocaleError,
  publicFormNameError,
  publicFormTextError,
} from './public-form-fields.js';
import { PUBLIC_FORM_MAX_LENGTH } from './public-forms.js';

describe('public form field rules', () => {
  it('requires a non-blank trimmed text within its length', () => {
    expect(publicFormNameError('  Camille ')).toBeNull();
    expect(publicFormNameError('   ')).toBe('REQUIRED');
    expect(publicFormNameError(undefined)).toBe('REQUIRED');
    expect(publicFormNameError(42)).toBe('REQUIRED');
    expect(publicFormNameError('x'.repeat(PUBLIC_FORM_MAX_LENGTH.name))).toBeNull();
    expect(publicFormNameError('x'.repeat(PUBLIC_FORM_MAX_LENGTH.name + 1))).toBe('TOO_LONG');
  });

  it('allows line breaks only in multi-line texts', () => {
    expect(publicFormNameError('Ca\nmille')).toBe('INVALID_TEXT');
    expect(publicFormTextError('Bonjour,\nune question.', { maxLength: 100, multiline: true })).toBeNull();
    expect(publicFormTextError('bell\u0007', { maxLength: 100, multiline: true })).toBe('INVALID_TEXT');
  });

  it('checks the SPEC §5 simple e-mail pattern', () => {
    expect(publicFormEmailError(' Camille@Example.com ')).toBeNull();
    expect(publicFormEmailError('camille@example')).toBe('INVALID_EMAIL');
    expect(publicFormEmailError('ca mille@example.com')).toBe('INVALID_EMAIL');
    expect(publicFormEmailError('')).toBe('REQUIRED');
  });

  it('knows the subjects, sources and languages', () => {
    expect(contactSubjectError('partnership')).toBeNull();
    expect(contactSubjectError('General Inquiry')).toBe('INVALID_SUBJECT');
    expect(contactSubjectError(undefined)).toBe('REQUIRED');
    expect(emailCaptureSourceError(undefined)).toBeNull();
    expect(emailCaptureSourceError('about')).toBeNull();
    expect(emailCaptureSourceError('spam')).toBe('INVALID_SOURCE');
    expect(publicFormLocaleError('fr')).toBeNull();
    expect(publicFormLocaleError('de')).toBe('INVALID_LOCALE');
    expect(publicFormLocaleError(undefined)).toBe('REQUIRED');
  });
});
