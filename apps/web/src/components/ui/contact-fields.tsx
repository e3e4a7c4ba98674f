import type { RegisteredField } from '../../hooks/use-rule-form';
import { TextField, type TextFieldProps } from './text-field';

// The fields every form asks the same way: the input type, the keyboard a phone shows and the
// browser's autofill hint come with the field, so that no form forgets one.
type ContactFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** An e-mail address. */
export function EmailField(props: ContactFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A phone number. */
export function PhoneField(props: ContactFieldProps) {
  return <TextField type="tel" autoComplete="tel" inputMode="tel" {...props} />;
}

/** A Canadian postal code (upper-case letters on phones). */
export function PostalCodeField(props: Omit<ContactFieldProps, 'autoCapitalize'>) {
  return <TextField autoComplete="postal-code" autoCapitalize="characters" {...props} />;
}

interface NameFieldsProps {
  labels: { first: string; last: string };
  /** The two fields as the form registers them (`form.field('firstName')`, `form.field('lastName')`). */
  first: RegisteredField;
  last: RegisteredField;
  maxLength?: number;
}

/** A person's first and last names, both required. */
export function NameFields({ labels, first, last, maxLength }: NameFieldsProps) {
  return (
    <>
      <TextField label={labels.first} autoComplete="given-name" required maxLength={maxLength} {...first} />
      <TextField label={labels.last} autoComplete="family-name" required maxLength={maxLength} {...last} />
    </>
  );
}
