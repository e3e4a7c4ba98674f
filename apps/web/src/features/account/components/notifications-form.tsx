import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { NotificationPreferences } from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useUpdateNotificationsMutation } from '../api';
import { useFlashMessage } from '../hooks/use-flash-message';

const CHANNELS = ['email', 'sms', 'marketing'] as const satisfies (keyof NotificationPreferences)[];

/** The notifications tab: e-mail, SMS and marketing switches, saved on the server. */
export function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const [values, setValues] = useState<NotificationPreferences>(preferences);
  const [serverError, setServerError] = useState<FetchBaseQueryError | SerializedError | null>(null);
  const flash = useFlashMessage<'notifications.success'>();
  const [save, { isLoading }] = useUpdateNotificationsMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setServerError(null);
    flash.clear();
    try {
      setValues(await save(values).unwrap());
      flash.show('notifications.success');
    } catch (error) {
      setServerError(error as FetchBaseQueryError | SerializedError);
    }
  };

  const errorKey = serverError ? specificApiErrorKey(serverError) : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-xl space-y-5">
      <h2 className="text-xl font-semibold text-slate-900">{t('notifications.title')}</h2>
      {serverError && (
        <FormAlert tone="error" focusOnShow>
          {errorKey ? tErrors(errorKey) : t('notifications.failed')}
        </FormAlert>
      )}
      {flash.message && <FormAlert tone="success">{t(flash.message)}</FormAlert>}
      <fieldset className="space-y-4">
        <legend className="sr-only">{t('notifications.title')}</legend>
        {CHANNELS.map((channel) => (
          <CheckboxField
            key={channel}
            asSwitch
            name={channel}
            label={<span className="font-semibold">{t(`notifications.${channel}`)}</span>}
            hint={t(`notifications.${channel}Hint`)}
            checked={values[channel]}
            onChange={(event) => setValues((current) => ({ ...current, [channel]: event.target.checked }))}
          />
        ))}
      </fieldset>
      <SubmitButton busy={isLoading} busyLabel={t('notifications.submitting')}>
        {t('notifications.submit')}
      </SubmitButton>
    </form>
  );
}
