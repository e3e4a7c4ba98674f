import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import type { AccountErrorMessage } from '../account-forms';

export function AccountError({ message }: { message: AccountErrorMessage }) {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  return (
    <FormAlert tone="error" focusOnShow>
      {message.namespace === 'booking' ? t(`account.errors.${message.key}`) : tErrors(message.key)}
    </FormAlert>
  );
}
