import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** The required e-mail field of the sign-in and sign-up forms; give it `form.field('email')`. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('forms');
  return <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required {...props} />;
}
