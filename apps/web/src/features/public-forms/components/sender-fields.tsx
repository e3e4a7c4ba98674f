import { useTranslation } from 'react-i18next';
import { PUBLIC_FORM_MAX_LENGTH, publicFormEmailError, publicFormNameError, type PublicFormFieldError } from '@hm/contracts';
import type { TextFieldProps } from '../../../components/ui/text-field';
import { EmailField, NameFields } from '../../../components/ui/contact-fields';
import type { RegisteredField } from '../../../hooks/use-rule-form';

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

/** The required e-mail field of the public forms (the sender's, the waitlist's). */
export function PublicEmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>) {
  const { t } = useTranslation('forms');
  return <EmailField required maxLength={PUBLIC_FORM_MAX_LENGTH.email} placeholder={t('fields.emailPlaceholder')} {...props} />;
}

interface SenderFieldsProps {
  /** The form's `field` (useRuleForm). */
  field: (name: SenderField) => RegisteredField;
  /** Grid placement of the e-mail field (full width when nothing sits beside it). */
  emailClassName?: string;
}

export function SenderFields({ field, emailClassName }: SenderFieldsProps) {
  const { t } = useTranslation('forms');
  return (
    <>
      <NameFields
        labels={{ first: t('fields.firstName'), last: t('fields.lastName') }}
        first={field('firstName')}
        last={field('lastName')}
        maxLength={PUBLIC_FORM_MAX_LENGTH.name}
      />
      <PublicEmailField label={t('fields.email')} className={emailClassName} {...field('email')} />
    </>
  );
}
