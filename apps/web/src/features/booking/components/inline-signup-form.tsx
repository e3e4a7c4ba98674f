import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SignupFields, useSignupForm, type SignupFormValues } from '../../auth';
import { checkInlineSignup, signupErrorMessage, type AccountErrorMessage, type AccountFieldMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { AccountError } from './account-error';
import { AccountFormHeader } from './account-form-header';
import { AccountSwitch } from './account-switch';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

export function InlineSignupForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const [error, setError] = useState<AccountErrorMessage | null>(null);
  const signup = useSignupForm({ check: checkInlineSignup, message: (key: AccountFieldMessage) => t(`account.validation.${key}`), email });

  const onValid = async (values: SignupFormValues) => {
    try {
      // On success the session starts and the wizard moves on to the confirmation.
      await signup.send(values);
    } catch (failure) {
      setError(signupErrorMessage(failure as FetchBaseQueryError | SerializedError));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <AccountFormHeader id={headingId} title={t('account.signup.title')} onBack={() => onSwitch('choice')} />
      <form
        noValidate
        onSubmit={signup.form.onSubmit(onValid, { busy: signup.isLoading, onAttempt: () => setError(null) })}
        className="mt-5 space-y-5"
      >
        <p className="text-sm text-slate-600">{t('account.signup.allRequired')}</p>
        {error && <AccountError message={error} />}
        <SignupFields signup={signup} withPhone onEmailChange={onEmailChange} />
        <SubmitButton busy={signup.isLoading} busyLabel={t('account.signup.submitting')} className="w-full">
          {t('account.signup.submit')}
        </SubmitButton>
      </form>
      <AccountSwitch question={t('account.signup.haveAccount')} action={t('account.signup.toLogin')} onClick={() => onSwitch('login')} />
    </section>
  );
}
