import { useTranslation } from 'react-i18next';
import type { Service } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { serviceFromPrice } from '../../../lib/service-price';
import { usePublicFigures } from '../../public-config';
import { formatRating } from '../number-format';

interface SearchOptionsProps {
  results: readonly Service[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (service: Service) => void;
  onHover: (index: number) => void;
}

/** The search list's options: name, description, price and rating per service (ServiceSearch's listbox). */
export function SearchOptions({ results, activeIndex, optionId, onChoose, onHover }: SearchOptionsProps) {
  const { t } = useTranslation('services');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const figures = usePublicFigures();
  return results.map((service, index) => {
    const available = service.availability === 'available';
    const rating = available ? figures?.services[service.id]?.rating : undefined;
    return (
      <li
        key={service.id}
        id={optionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        aria-disabled={available ? undefined : true}
        // Keeps focus (and the list) in the input while clicking.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(service)}
        onMouseMove={() => onHover(index)}
        className={`flex gap-3 rounded-lg px-3 py-2.5 ${available ? 'cursor-pointer' : 'cursor-not-allowed opacity-75'} ${
          index === activeIndex ? 'bg-brand-50 ring-1 ring-brand-600' : ''
        }`}
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{service.name[language]}</span>
          <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{service.description[language]}</span>
        </span>
        <span className="shrink-0 text-right text-sm">
          {available ? (
            <span className="block font-semibold text-slate-900">{serviceFromPrice(service, language)}</span>
          ) : (
            <span className="block rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{tCommon('comingSoon')}</span>
          )}
          {/* The rating from the data, once past its floor (docs/public-figures.md); none for a coming-soon service. */}
          {rating && (
            <span className="mt-0.5 block text-slate-600">
              <span aria-hidden="true" className="text-amber-500">
                ★{' '}
              </span>
              {t('rating', { rating: formatRating(rating.average, language) })}
            </span>
          )}
        </span>
      </li>
    );
  });
}
