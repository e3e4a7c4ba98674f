import { useTranslation } from 'react-i18next';
import { formatPrice, listServices, type PriceUnit, type ServiceColor, type SubServicePriceKind } from '@hm/catalog';
import { useLanguage } from '../hooks/use-language';

// Written out in full so Tailwind sees every class it must generate.
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

// A service's price is where its sub-services start.
const FROM_PRICE: Record<PriceUnit, SubServicePriceKind> = { hour: 'from_hour', job: 'from_job', quote: 'quote' };

/** The eight service categories of the catalogue, in catalogue order. */
export function ServiceGrid({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listServices().map((service) => (
        <li
          key={service.id}
          className={`flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm ${ACCENTS[service.color]}`}
        >
          <Heading className="text-lg font-semibold text-slate-900">{service.name[language]}</Heading>
          <p className="mt-2 flex-1 text-sm text-slate-600">{service.description[language]}</p>
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            {service.availability === 'available' ? (
              <span className="font-semibold text-slate-900">
                {formatPrice(service.priceCents, FROM_PRICE[service.priceUnit], language)}
              </span>
            ) : (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
                {t('comingSoon')}
              </span>
            )}
            {service.popular && service.availability === 'available' && (
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
                {t('popular')}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
