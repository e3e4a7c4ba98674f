import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { paths } from '../../../config/paths';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useRequestPasswordResetMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { AuthLink } from '../components/auth-link';
import { EmailField } from '../components/email-field';
import { checkForgotPasswordForm, type FieldMessage } from '../validation';

export function ForgotPasswordPage() {
  const title = usePageTitle('forgotPassword');
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const form = useRuleForm({
    defaultValues: { email: '' },
    check: (values) => checkForgotPasswordForm(values).fields,
    message: (key: FieldMessage) => t(`validation.${key}`),
  });
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onValid = async ({ email }: { email: string }) => {
    try {
      // The answer is the same whether or not an account uses this address.
      await requestReset({ email: email.trim(), locale: language }).unwrap();
      setSent(true);
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };
  const onAttempt = () => {
    setServerError(null);
    setSent(false);
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <AuthCard title={title} lead={t('forgot.lead')} footer={<AuthLink to={paths.login.getHref()}>{t('forgot.backToLogin')}</AuthLink>}>
      <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt })} className="space-y-5">
        {sent && <FormAlert tone="success">{t('forgot.success')}</FormAlert>}
        {serverError && (
          <FormAlert tone="error" focusOnShow>
            {errorKey ? tErrors(errorKey) : t('forgot.failed')}
          </FormAlert>
        )}
        <EmailField {...form.field('email')} />
        <SubmitButton busy={isLoading} busyLabel={t('forgot.submitting')} className="w-full">
          {t('forgot.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
