import { useTranslation } from 'react-i18next';
import type { BookingField, FieldErrors } from '../wizard-state';

/** The translated error of a field, or undefined: for the `error` prop of the form fields. */
export function useFieldError(fieldErrors: FieldErrors): (field: BookingField) => string | undefined {
  const { t } = useTranslation('booking');
  return (field) => {
    const key = fieldErrors[field];
    return key ? t(`fieldErrors.${key}`) : undefined;
  };
}
