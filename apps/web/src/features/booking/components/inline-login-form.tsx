import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useSignInMutation } from '../../auth/api';
import { checkInlineLogin, loginErrorMessage, type AccountErrorMessage } from '../account-forms';
import type { AuthMode } from '../wizard-state';
import { AccountError } from './account-error';
import { AccountFormHeader } from './account-form-header';

interface Props {
  email: string;
  onEmailChange: (email: string) => void;
  onSwitch: (mode: AuthMode) => void;
}

const LINK_CLASS = 'rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export function InlineLoginForm({ email, onEmailChange, onSwitch }: Props) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<AccountErrorMessage | null>(null);
  const [signIn, { isLoading }] = useSignInMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  const values = { email, password, rememberMe };
  const messages = submitted ? checkInlineLogin(values) : {};
  const fieldError = (field: 'email' | 'password') => {
    const message = messages[field];
    return message ? t(`account.validation.${message}`) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setError(null);
    if (Object.keys(checkInlineLogin(values)).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      // On success the session starts and the wizard moves on to the confirmation.
      await signIn({ email: email.trim(), password, rememberMe }).unwrap();
    } catch (failure) {
      setError(loginErrorMessage(failure as FetchBaseQueryError | SerializedError));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <AccountFormHeader id={headingId} title={t('account.login.title')} onBack={() => onSwitch('choice')} />
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-5">
        {error && <AccountError message={error} />}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          error={fieldError('email')}
        />
        <PasswordField
          label={t('account.fields.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
          showLabel={t('account.passwordVisibility.show')}
          hideLabel={t('account.passwordVisibility.hide')}
        />
        <CheckboxField
          label={t('account.fields.rememberMe')}
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <SubmitButton busy={isLoading} busyLabel={t('account.login.submitting')} className="w-full">
          {t('account.login.submit')}
        </SubmitButton>
      </form>
      <p className="mt-5 text-sm text-slate-700">
        {t('account.login.noAccount')}{' '}
        <button type="button" onClick={() => onSwitch('signup')} className={LINK_CLASS}>
          {t('account.login.toSignup')}
        </button>
      </p>
    </section>
  );
}
