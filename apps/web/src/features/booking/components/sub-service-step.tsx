import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { formatPrice, getService, getSubServices } from '@hm/catalog';
import { FieldError } from '../../../components/ui/field-message';
import { useLanguage } from '../../../hooks/use-language';
import { useFieldError } from '../hooks/use-field-error';
import { subServiceChosen, wentTo } from '../slice';
import type { BookingWizardState } from '../wizard-state';
import { RadioCard } from './radio-card';
import { StepHeading } from './step-heading';

type Props = Pick<BookingWizardState, 'serviceId' | 'subServiceId' | 'entry' | 'fieldErrors'>;

/** Step 1: the sub-service, from the category's fixed list. */
export function SubServiceStep({ serviceId, subServiceId, entry, fieldErrors }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const dispatch = useDispatch();
  const headingId = useId();
  const errorId = useId();
  const name = useId();
  const fieldError = useFieldError(fieldErrors);
  const service = serviceId ? getService(serviceId) : undefined;
  const subServices = serviceId ? getSubServices(serviceId) : [];
  const error = fieldError('subServiceId') ?? fieldError('serviceId');
  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.subService.title')}</StepHeading>
      {service && (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
          <span>{t('steps.subService.lead', { service: service.name[language] })}</span>
          {entry === 'picker' && (
            <button
              type="button"
              onClick={() => dispatch(wentTo('category'))}
              className="rounded font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {t('steps.subService.changeService')}
            </button>
          )}
        </p>
      )}
      {subServices.length === 0 ? (
        <p className="mt-5 rounded-lg bg-slate-50 p-4 text-slate-700">{t('steps.subService.empty')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={headingId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-5 grid gap-3"
        >
          {subServices.map((subService) => (
            <RadioCard
              key={subService.id}
              name={name}
              value={subService.id}
              checked={subServiceId === subService.id}
              onChange={() => dispatch(subServiceChosen(subService.id))}
              aside={
                <span className="font-semibold text-slate-900">{formatPrice(subService.priceCents, subService.priceKind, language)}</span>
              }
            >
              <span className="block font-semibold text-slate-900">{subService.name[language]}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{subService.description[language]}</span>
            </RadioCard>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </section>
  );
}
