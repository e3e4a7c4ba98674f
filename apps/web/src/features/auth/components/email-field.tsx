import { useTranslation } from 'react-i18next';
import { EmailField as ContactEmailField } from '../../../components/ui/contact-fields';
import type { TextFieldProps } from '../../../components/ui/text-field';

/** The required e-mail field of the sign-in and sign-up forms; give it `form.field('email')`. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>) {
  const { t } = useTranslation('forms');
  return <ContactEmailField label={t('fields.email')} required {...props} />;
}
