import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useChangePasswordMutation } from '../api';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { SaveFailure } from './save-failure';
import { checkPasswordChangeForm, type FieldMessage, type PasswordChangeValues } from '../validation';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The security tab: change the password, proving the current one. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const form = useRuleForm({
    defaultValues: EMPTY,
    check: checkPasswordChangeForm,
    message: (key: FieldMessage) => t(`validation.${key}`),
  });
  const feedback = useSaveFeedback<'security.success'>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onValid = async ({ currentPassword, newPassword }: PasswordChangeValues) => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      form.reset(EMPTY);
      feedback.succeed('security.success');
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: feedback.clear })} className="max-w-md space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('security.title')}</h2>
      {form.hasMessage('required') && <FormAlert tone="error">{t('validation.summaryRequired')}</FormAlert>}
      <SaveFailure error={feedback.serverError} fallback={t('security.failed')} />
      {feedback.success && <FormAlert tone="success">{t(feedback.success)}</FormAlert>}
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
