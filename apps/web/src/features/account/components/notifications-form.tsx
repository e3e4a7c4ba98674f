import { useTranslation } from 'react-i18next';
import type { NotificationCategory, NotificationPreferences } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { useUpdateNotificationsMutation } from '../api';
import { useSaveFeedback } from '../hooks/use-save-feedback';
import { SaveFailure } from './save-failure';

const CATEGORIES = ['bookingUpdates', 'messages', 'tipsAndOffers'] as const satisfies NotificationCategory[];

/**
 * The notifications tab: one e-mail switch per category, saved on the server and read before each
 * e-mail is sent (docs/notifications.md); what is always sent is said, with no switch.
 */
export function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('account');
  // Independent switches: any combination is valid.
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
        {CATEGORIES.map((category) => (
          <CheckboxField
            key={category}
            asSwitch
            label={<span className="font-semibold">{t(`notifications.${category}`)}</span>}
            hint={t(`notifications.${category}Hint`)}
            {...form.field(category)}
          />
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{t('notifications.always')}</p>
      <SubmitButton busy={isLoading} busyLabel={t('notifications.submitting')}>
        {t('notifications.submit')}
      </SubmitButton>
    </form>
  );
}
