import { useTranslation } from 'react-i18next';
import { listServices, type Service, type ServiceColor } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { formatCount, formatRating } from '../number-format';
import { serviceFromPrice } from '../../../lib/service-price';
import { usePublicFigures } from '../../public-config';
import { ComingSoonNotify } from './coming-soon-notify';

// Written out in full so that Tailwind generates every class.
const ACCENTS: Record<ServiceColor, string> = {
  blue: 'border-t-blue-500',
  cyan: 'border-t-cyan-500',
  green: 'border-t-green-500',
  orange: 'border-t-orange-500',
  yellow: 'border-t-yellow-400',
  purple: 'border-t-purple-500',
  emerald: 'border-t-emerald-500',
  pink: 'border-t-pink-500',
};

interface ServiceCardsProps {
  onBook: (service: Service) => void;
  onIntent?: () => void;
}

/**
 * The 8 service cards of /services: price and a Popular badge, and the rating and jobs count from
 * the data once they pass their floors (docs/public-figures.md); a coming-soon service shows
 * "coming soon" and a "Notify me" form. The service name is the card's button, stretched over the whole card.
 */
export function ServiceCards({ onBook, onIntent }: ServiceCardsProps) {
  const { t } = useTranslation('services');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const figures = usePublicFigures();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listServices().map((service) => {
        const available = service.availability === 'available';
        // Figures of bookings only: a service nobody can book yet has none.
        const served = available ? figures?.services[service.id] : undefined;
        const rating = served?.rating ?? null;
        const jobs = served?.completedJobs ?? null;
        return (
          <li
            key={service.id}
            className={`relative flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm ${ACCENTS[service.color]} ${
              available ? 'transition-shadow hover:shadow-md has-focus-visible:ring-3 has-focus-visible:ring-brand-600' : ''
            }`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-lg font-semibold text-slate-900">
                {available ? (
                  <button
                    type="button"
                    onClick={() => onBook(service)}
                    onPointerEnter={onIntent}
                    onFocus={onIntent}
                    className="text-left outline-none after:absolute after:inset-0 after:rounded-xl"
                  >
                    {service.name[language]}
                  </button>
                ) : (
                  service.name[language]
                )}
              </h3>
              {service.popular && available && (
                <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                  {tCommon('popular')}
                </span>
              )}
            </div>
            <p className="mt-2 flex-1 text-sm text-slate-600">{service.description[language]}</p>
            {(rating || jobs !== null) && (
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                {rating && (
                  <span>
                    <span aria-hidden="true" className="text-amber-500">
                      ★{' '}
                    </span>
                    {t('rating', { rating: formatRating(rating.average, language) })}
                  </span>
                )}
                {jobs !== null && <span>{t('jobs', { count: jobs, formatted: formatCount(jobs, language) })}</span>}
              </p>
            )}
            <p className="mt-3 flex flex-wrap items-baseline gap-2">
              {available ? (
                <span className="font-semibold text-slate-900">{serviceFromPrice(service, language)}</span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
                  {tCommon('comingSoon')}
                </span>
              )}
            </p>
            {!available && (
              <div className="mt-3">
                <ComingSoonNotify service={service} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
