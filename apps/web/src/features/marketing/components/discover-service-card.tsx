import { useTranslation } from 'react-i18next';
import type { Service } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { serviceFromPrice } from '../../../lib/service-price';

interface DiscoverServiceCardProps {
  service: Service;
  /** Opens the booking wizard; absent for coming-soon services. */
  onBook?: (serviceId: string) => void;
  onIntent?: () => void;
}

/** A service on /discover-services: available ones open the wizard, the others say they are coming. */
export function DiscoverServiceCard({ service, onBook, onIntent }: DiscoverServiceCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li
      className={`relative flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
        onBook
          ? 'border-slate-200 transition-shadow hover:shadow-md has-focus-visible:ring-3 has-focus-visible:ring-brand-600'
          : 'border-dashed border-slate-300'
      }`}
    >
      <h3 className="text-lg font-semibold text-slate-900">
        {onBook ? (
          <button
            type="button"
            onClick={() => onBook(service.id)}
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
      <p className="mt-2 flex-1 text-sm text-slate-600">{service.description[language]}</p>
      <p className="mt-4 text-sm">
        {onBook ? (
          <span className="font-semibold text-slate-900">{serviceFromPrice(service, language)}</span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">{t('comingSoon')}</span>
        )}
      </p>
    </li>
  );
}
