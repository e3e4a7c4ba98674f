import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { LoginFields, useLoginForm, type LoginFormValues } from '../../auth';
import { checkInlineLogin, loginErrorMessage, type AccountErrorMessage, type AccountFieldMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { AccountError } from './account-error';
import { AccountFormHeader } from './account-form-header';
import { AccountSwitch } from './account-switch';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

export function InlineLoginForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const [error, setError] = useState<AccountErrorMessage | null>(null);
  const login = useLoginForm({ check: checkInlineLogin, message: (key: AccountFieldMessage) => t(`account.validation.${key}`), email });

  const onValid = async (values: LoginFormValues) => {
    try {
      // On success the session starts and the wizard moves on to the confirmation.
      await login.send(values);
    } catch (failure) {
      setError(loginErrorMessage(failure as FetchBaseQueryError | SerializedError));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <AccountFormHeader id={headingId} title={t('account.login.title')} onBack={() => onSwitch('choice')} />
      <form
        noValidate
        onSubmit={login.form.onSubmit(onValid, { busy: login.isLoading, onAttempt: () => setError(null) })}
        className="mt-5 space-y-5"
      >
        {error && <AccountError message={error} />}
        <LoginFields login={login} onEmailChange={onEmailChange} />
        <SubmitButton busy={login.isLoading} busyLabel={t('account.login.submitting')} className="w-full">
          {t('account.login.submit')}
        </SubmitButton>
      </form>
      <AccountSwitch question={t('account.login.noAccount')} action={t('account.login.toSignup')} onClick={() => onSwitch('signup')} />
    </section>
  );
}
