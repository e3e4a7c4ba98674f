import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AuthErrorCode, RESET_PASSWORD_REDIRECT_MS } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { useRedirectAfter, type RedirectTarget } from '../hooks/use-redirect-after';
import { checkNewPasswordForm, type FieldMessage, type NewPasswordValues } from '../validation';

const HOME: RedirectTarget = { to: paths.home.getHref() };

export function ResetPasswordPage() {
  const title = usePageTitle('resetPassword');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const form = useRuleForm({
    defaultValues: { password: '', confirmPassword: '' },
    check: (values) => checkNewPasswordForm(values).fields,
    message: (key: FieldMessage) => t(`validation.${key}`),
  });
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  useRedirectAfter(done ? HOME : null, RESET_PASSWORD_REDIRECT_MS);

  // Nothing to do here without the link's token.
  if (!token) return <Navigate to={paths.home.getHref()} replace />;

  const onValid = async ({ password }: NewPasswordValues) => {
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <AuthCard title={title} lead={t('reset.lead')}>
      <form
        noValidate
        onSubmit={form.onSubmit(onValid, { busy: isLoading || done, onAttempt: () => setServerError(null) })}
        className="space-y-5"
      >
        {form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryRequired')}</FormAlert>}
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
        <NewPasswordFields
          form={form}
          labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword'), rule: t('validation.passwordRule') }}
        />
        <SubmitButton busy={isLoading} busyLabel={t('reset.submitting')} disabled={done} className="w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
