import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import type { BookingAlert } from '../wizard-state';
import { SlotTakenAlert } from './slot-taken-alert';

/** A message about the whole booking (booking flow), at the top of its step. */
export function WizardAlert({ alert }: { alert: BookingAlert }) {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  switch (alert.kind) {
    case 'missingFields':
      return (
        <FormAlert tone="error" title={t('errors.missingFields')}>
          <ul className="list-disc pl-5">
            {alert.fields.map((field) => (
              <li key={field}>{t(`fields.${field}`)}</li>
            ))}
          </ul>
        </FormAlert>
      );
    case 'signInRequired':
      return <FormAlert tone="error">{t('errors.signInRequired')}</FormAlert>;
    case 'createFailed':
      return (
        <FormAlert tone="error" title={t('errors.createFailed')}>
          <p>{tErrors(alert.reason)}</p>
          <p className="mt-1">{t('errors.retryOrContact')}</p>
        </FormAlert>
      );
    case 'noData':
      return <FormAlert tone="error">{t('errors.noData')}</FormAlert>;
    case 'slotTaken':
      return <SlotTakenAlert nextSlots={alert.nextSlots} />;
    case 'unexpected':
      return <FormAlert tone="error">{t('errors.unexpected')}</FormAlert>;
  }
}
