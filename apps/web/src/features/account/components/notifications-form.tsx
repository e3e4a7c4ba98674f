import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useUpdateNotificationsMutation } from '../api';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { SaveFailure } from './save-failure';

const CHANNELS = ['email', 'sms', 'marketing'] as const satisfies (keyof NotificationPreferences)[];

/** The notifications tab: e-mail, SMS and marketing switches, saved on the server. */
export function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('account');
  // Three switches: any combination is valid.
  const form = useRuleForm({ defaultValues: preferences, check: () => ({}), message: (key) => key });
  const feedback = useSaveFeedback<'notifications.success'>();
  const [save, { isLoading }] = useUpdateNotificationsMutation();

  const onValid = async (values: NotificationPreferences) => {
    try {
      form.reset(await save(values).unwrap());
      feedback.succeed('notifications.success');
    } catch (error) {
      feedback.fail(error);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: feedback.clear })} className="max-w-xl space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('notifications.title')}</h2>
      <SaveFailure error={feedback.serverError} fallback={t('notifications.failed')} />
      {feedback.success && <FormAlert tone="success">{t(feedback.success)}</FormAlert>}
      <fieldset className="space-y-4">
        <legend className="sr-only">{t('notifications.title')}</legend>
        {CHANNELS.map((channel) => (
          <CheckboxField
            key={channel}
            asSwitch
            label={<span className="font-semibold">{t(`notifications.${channel}`)}</span>}
            hint={t(`notifications.${channel}Hint`)}
            {...form.field(channel)}
          />
        ))}
      </fieldset>
      <SubmitButton busy={isLoading} busyLabel={t('notifications.submitting')}>
        {t('notifications.submit')}
      </SubmitButton>
    </form>
  );
}
