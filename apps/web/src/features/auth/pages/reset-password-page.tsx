import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AuthErrorCode, RESET_PASSWORD_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { usePageTitle } from '../../../hooks/use-page-title';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { checkNewPasswordForm, isFormValid, type NewPasswordValues } from '../validation';

const HOME: RedirectTarget = { to: paths.home.getHref() };

export function ResetPasswordPage() {
  const title = usePageTitle('resetPassword');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  useRedirectAfter(done ? HOME : null, RESET_PASSWORD_REDIRECT_MS);

  // Nothing to do here without the link's token.
  if (!token) return <Navigate to={paths.home.getHref()} replace />;

  const check = submitted ? checkNewPasswordForm(values) : null;
  const fieldError = (field: keyof NewPasswordValues) => {
    const message = check?.fields[field];
    return message ? t(`validation.${message}`) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || done) return;
    setSubmitted(true);
    setServerError(null);
    if (!isFormValid(checkNewPasswordForm(values))) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      await resetPassword({ token, password: values.password }).unwrap();
      setDone(true);
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <AuthCard title={title} lead={t('reset.lead')}>
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {check?.summary && <FormAlert tone="error">{t(`validation.${check.summary}`)}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {errorKey ? tErrors(errorKey) : t('reset.failed')}
            {errorKey === AuthErrorCode.InvalidResetToken && (
              <p className="mt-2">
                <AuthLink to={paths.forgotPassword.getHref()}>{t('reset.requestNewLink')}</AuthLink>
              </p>
            )}
          </FormAlert>
        )}
        {done && <FormAlert tone="success">{t('reset.success')}</FormAlert>}
        <NewPasswordFields values={values} onChange={setValues} fieldError={fieldError} labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword'), rule: t('validation.passwordRule') }} />
        <SubmitButton busy={isLoading} busyLabel={t('reset.submitting')} disabled={done} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
