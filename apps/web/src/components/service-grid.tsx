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

interface ServiceGridProps {
  headingLevel?: 'h2' | 'h3';
  /** When given, each available service's name is a button (stretched over its card) that calls it. */
  onChoose?: (serviceId: string) => void;
  onIntent?: () => void;
}

/** The eight service categories of the catalogue, in catalogue order. */
export function ServiceGrid({ headingLevel: Heading = 'h3', onChoose, onIntent }: ServiceGridProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {listServices().map((service) => {
        const available = service.availability === 'available';
        const clickable = available && onChoose !== undefined;
        return (
          <li
            key={service.id}
            className={`relative flex flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm ${ACCENTS[service.color]} ${
              clickable ? 'transition-shadow hover:shadow-md has-focus-visible:ring-3 has-focus-visible:ring-brand-600' : ''
            }`}
          >
            <Heading className="text-lg font-semibold text-slate-900">
              {clickable ? (
                <button
                  type="button"
                  onClick={() => onChoose(service.id)}
                  onPointerEnter={onIntent}
                  onFocus={onIntent}
                  className="text-left outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {service.name[language]}
                </button>
              ) : (
                service.name[language]
              )}
            </Heading>
            <p className="mt-2 flex-1 text-sm text-slate-600">{service.description[language]}</p>
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
              {available ? (
                <span className="font-semibold text-slate-900">
                  {formatPrice(service.priceCents, FROM_PRICE[service.priceUnit], language)}
                </span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">{t('comingSoon')}</span>
              )}
              {service.popular && available && (
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">{t('popular')}</span>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
