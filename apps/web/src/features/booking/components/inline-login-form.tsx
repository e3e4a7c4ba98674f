import { useTranslation } from 'react-i18next';
import { LoginFields, useLoginForm } from '../../auth';
import { checkInlineLogin, loginErrorMessage, type AccountFieldMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { InlineAccountForm } from './inline-account-form';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

export function InlineLoginForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const login = useLoginForm({ check: checkInlineLogin, message: (key: AccountFieldMessage) => t(`account.validation.${key}`), email });
  return (
    <InlineAccountForm mode="login" account={login} errorOf={loginErrorMessage} onSwitch={onSwitch}>
      <LoginFields login={login} onEmailChange={onEmailChange} />
    </InlineAccountForm>
  );
}
