import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { serviceFromPrice } from '../../../lib/service-price';
import { serviceChosen } from '../slice';
import { RadioCard } from './radio-card';
import { StepHeading } from './step-heading';

/** Before step 1 when the wizard starts from /book-service: which category. */
export function CategoryStep({ serviceId }: { serviceId: string | null }) {
  const { t } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const dispatch = useDispatch();
  const headingId = useId();
  const name = useId();
  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.category.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('steps.category.lead')}</p>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-5 grid gap-3 sm:grid-cols-2">
        {listServices().map((service) => {
          const available = service.availability === 'available';
          return (
            <RadioCard
              key={service.id}
              name={name}
              value={service.id}
              checked={serviceId === service.id}
              disabled={!available}
              onChange={() => dispatch(serviceChosen(service.id))}
            >
              <span className="block font-semibold text-slate-900">{service.name[language]}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{service.description[language]}</span>
              <span className="mt-2 block text-sm">
                {available ? (
                  <span className="font-semibold text-slate-900">{serviceFromPrice(service, language)}</span>
                ) : (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{tCommon('comingSoon')}</span>
                )}
              </span>
            </RadioCard>
          );
        })}
      </div>
    </section>
  );
}
