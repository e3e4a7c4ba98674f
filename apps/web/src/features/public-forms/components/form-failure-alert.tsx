import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import type { FormFailure } from '../form-failure';

/** The whole-form error: a rate limit, no network, or the form's own failure text. */
export function FormFailureAlert({ failure, failedText }: { failure: FormFailure | null; failedText: string }) {
  const { t } = useTranslation('forms');
  if (!failure || failure.kind === 'fields') return null;
  const text =
    failure.kind === 'network'
      ? t('states.network')
      : failure.kind === 'rateLimited'
        ? failure.retryAfterSeconds
          ? t('states.rateLimitedSeconds', { count: failure.retryAfterSeconds })
          : t('states.rateLimited')
        : failedText;
  return (
    <FormAlert tone="error" focusOnShow>
      {text}
    </FormAlert>
  );
}
