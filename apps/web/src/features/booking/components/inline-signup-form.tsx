import { useTranslation } from 'react-i18next';
import { SignupFields, useSignupForm } from '../../auth';
import { checkInlineSignup, signupErrorMessage, type AccountFieldMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { InlineAccountForm } from './inline-account-form';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

export function InlineSignupForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const signup = useSignupForm({ check: checkInlineSignup, message: (key: AccountFieldMessage) => t(`account.validation.${key}`), email });
  return (
    <InlineAccountForm
      mode="signup"
      account={signup}
      errorOf={signupErrorMessage}
      onSwitch={onSwitch}
      intro={<p className="text-sm text-slate-600">{t('account.signup.allRequired')}</p>}
    >
      <SignupFields signup={signup} withPhone onEmailChange={onEmailChange} />
    </InlineAccountForm>
  );
}
