import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH, publicFormEmailError, publicFormNameError, type PublicFormFieldError } from '@hm/contracts';
import { TextField } from '../../../components/ui/text-field';

/** Who writes to support: the first fields of the contact form and of the FAQ question form. */
export interface SenderValues {
  firstName: string;
  lastName: string;
  email: string;
}

type SenderField = keyof SenderValues;

export function senderErrors(values: SenderValues): Partial<Record<SenderField, PublicFormFieldError>> {
  return {
    firstName: publicFormNameError(values.firstName) ?? undefined,
    lastName: publicFormNameError(values.lastName) ?? undefined,
    email: publicFormEmailError(values.email) ?? undefined,
  };
}

/** The sender as the API takes it (trimmed; the API lower-cases the e-mail). */
export function senderPayload(values: SenderValues): SenderValues {
  return { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
}

interface SenderFieldsProps {
  values: SenderValues;
  setField: (name: SenderField, value: string) => void;
  errorOf: (name: SenderField) => string | undefined;
  /** Grid placement of the e-mail field (full width when nothing sits beside it). */
  emailClassName?: string;
}

export function SenderFields({ values, setField, errorOf, emailClassName }: SenderFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <TextField
        label={t('fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.name}
        value={values.firstName}
        onChange={(event) => setField('firstName', event.target.value)}
        error={errorOf('firstName')}
      />
      <TextField
        label={t('fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.name}
        value={values.lastName}
        onChange={(event) => setField('lastName', event.target.value)}
        error={errorOf('lastName')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={PUBLIC_FORM_MAX_LENGTH.email}
        placeholder={t('fields.emailPlaceholder')}
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={errorOf('email')}
        className={emailClassName}
      />
    </>
  );
}
