import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useChangePasswordMutation } from '../api';
import { useFlashMessage } from '../hooks/use-flash-message';
import { checkPasswordChangeForm, isFormValid, type PasswordChangeValues } from '../validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The security tab: change the password, proving the current one. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const flash = useFlashMessage<'security.success'>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  const check = submitted ? checkPasswordChangeForm(values) : null;
  const fieldError = (field: keyof PasswordChangeValues) => {
    const message = check?.fields[field];
    return message ? t(`validation.${message}`) : undefined;
  };
  const set = (field: keyof PasswordChangeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSubmitted(true);
    setServerError(null);
    flash.clear();
    if (!isFormValid(checkPasswordChangeForm(values))) {
      setAttempt((count) => count + 1);
      return;
    }
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      setValues(EMPTY);
      setSubmitted(false);
      flash.show('security.success');
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('security.title')}</h2>
      {check?.summary && <FormAlert tone="error">{t(`validation.${check.summary}`)}</FormAlert>}
      {serverError && (
        <FormAlert tone="error" focusOnShow>
          {errorKey ? tErrors(errorKey) : t('security.failed')}
        </FormAlert>
      )}
      {flash.message && <FormAlert tone="success">{t(flash.message)}</FormAlert>}
      <PasswordField
        label={t('security.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={fieldError('currentPassword')}
      />
      <PasswordField
        label={t('security.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={set('newPassword')}
        error={fieldError('newPassword')}
        hint={fieldError('newPassword') ? undefined : t('validation.passwordRule')}
      />
      <PasswordField
        label={t('security.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={fieldError('confirmPassword')}
      />
      <SubmitButton busy={isLoading} busyLabel={t('security.submitting')}>
        {t('security.submit')}
      </SubmitButton>
    </form>
  );
}
