import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useRequestPasswordResetMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { checkForgotPasswordForm, isFormValid } from '../validation';

export function ForgotPasswordPage() {
  const title = usePageTitle('forgotPassword');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  const message = submitted ? checkForgotPasswordForm({ email }).fields.email : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setServerError(null);
    setSent(false);
    if (!isFormValid(checkForgotPasswordForm({ email }))) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      // The answer is the same whether or not an account uses this address.
      await requestReset({ email: email.trim(), locale: language }).unwrap();
      setSent(true);
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <AuthCard
      title={title}
      lead={t('forgot.lead')}
      footer={<AuthLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AuthLink>}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {sent && <FormAlert tone="success">{t('forgot.success')}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {errorKey ? tErrors(errorKey) : t('forgot.failed')}
          </FormAlert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={message ? t(`validation.${message}`) : undefined}
        />
        <SubmitButton busy={isLoading} busyLabel={t('forgot.submitting')} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
