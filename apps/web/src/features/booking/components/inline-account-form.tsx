import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { RuleForm } from '../../../hooks/use-rule-form';
import type { AccountErrorMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { AccountError } from './account-error';
import { AccountFormHeader } from './account-form-header';
import { AccountSwitch } from './account-switch';

type InlineMode = 'login' | 'signup';

// Each form's texts (`booking:account.<mode>`); its switch leads to the other form.
const SWITCH = {
  login: { question: 'account.login.noAccount', action: 'account.login.toSignup', to: 'signup' },
  signup: { question: 'account.signup.haveAccount', action: 'account.signup.toLogin', to: 'login' },
} as const;

interface InlineAccountFormProps<Values extends FieldValues> {
  mode: InlineMode;
  /** The sign-in or sign-up form of features/auth (useLoginForm, useSignupForm). */
  account: { form: RuleForm<Values>; send: (values: Values) => Promise<unknown>; isLoading: boolean };
  /** What the API's refusal means for this form. */
  errorOf: (failure: FetchBaseQueryError | SerializedError) => AccountErrorMessage;
  onSwitch: (mode: AuthMode) => void;
  /** The form's fields, after a line of its own above them if any. */
  children: ReactNode;
  intro?: ReactNode;
}

/** The wizard's sign-in or sign-up step: on success the session starts and the wizard moves on to the confirmation. */
export function InlineAccountForm<Values extends FieldValues>({
  mode,
  account,
  errorOf,
  onSwitch,
  children,
  intro,
}: InlineAccountFormProps<Values>) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const [error, setError] = useState<AccountErrorMessage | null>(null);
  const onValid = async (values: Values) => {
    try {
      await account.send(values);
    } catch (failure) {
      setError(errorOf(failure as FetchBaseQueryError | SerializedError));
    }
  };
  const other = SWITCH[mode];
  return (
    <section aria-labelledby={headingId}>
      <AccountFormHeader id={headingId} title={t(`account.${mode}.title`)} onBack={() => onSwitch('choice')} />
      <form
        noValidate
        onSubmit={account.form.onSubmit(onValid, { busy: account.isLoading, onAttempt: () => setError(null) })}
        className="mt-5 space-y-5"
      >
        {intro}
        {error && <AccountError message={error} />}
        {children}
        <SubmitButton busy={account.isLoading} busyLabel={t(`account.${mode}.submitting`)} className="w-full">
          {t(`account.${mode}.submit`)}
        </SubmitButton>
      </form>
      <AccountSwitch question={t(other.question)} action={t(other.action)} onClick={() => onSwitch(other.to)} />
    </section>
  );
}
