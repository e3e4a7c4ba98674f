import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useChangePasswordMutation } from '../api';
import { useFlashMessage } from '../hooks/use-flash-message';
import { checkPasswordChangeForm, type FieldMessage, type PasswordChangeValues } from '../validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The security tab: change the password, proving the current one. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const form = useRuleForm({ defaultValues: EMPTY, check: (values) => checkPasswordChangeForm(values).fields, message: (key: FieldMessage) => t(`validation.${key}`) });
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const flash = useFlashMessage<'security.success'>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onValid = async ({ currentPassword, newPassword }: PasswordChangeValues) => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      form.reset(EMPTY);
      flash.show('security.success');
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };
  const onAttempt = () => {
    setServerError(null);
    flash.clear();
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;
  return (
    <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt })} className="max-w-md space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('security.title')}</h2>
      {form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryRequired')}</FormAlert>}
      {serverError && (
        <FormAlert tone="error" focusOnShow>
          {errorKey ? tErrors(errorKey) : t('security.failed')}
        </FormAlert>
      )}
      {flash.message && <FormAlert tone="success">{t(flash.message)}</FormAlert>}
      <PasswordField label={t('security.currentPassword')} autoComplete="current-password" required {...form.field('currentPassword')} />
      <PasswordField
        label={t('security.newPassword')}
        autoComplete="new-password"
        required
        hint={form.errorOf('newPassword') ? undefined : t('validation.passwordRule')}
        // A new password makes the confirmation right or wrong again.
        {...form.field('newPassword', { deps: ['confirmPassword'] })}
      />
      <PasswordField label={t('security.confirmPassword')} autoComplete="new-password" required {...form.field('confirmPassword')} />
      <SubmitButton busy={isLoading} busyLabel={t('security.submitting')}>
        {t('security.submit')}
      </SubmitButton>
    </form>
  );
}
