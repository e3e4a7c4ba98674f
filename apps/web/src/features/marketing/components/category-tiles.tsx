import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { useLanguage } from '../../../hooks/use-language';
import { serviceFromPrice } from '../../../lib/service-price';

interface CategoryTilesProps {
  onChoose: (serviceId: string) => void;
  onIntent?: () => void;
}

/**
 * The hero's category tiles: 2 columns on phones, 4 on wide screens. Available
 * categories open the booking wizard; the others say they are coming soon.
 */
export function CategoryTiles({ onChoose, onIntent }: CategoryTilesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {listServices().map((service) =>
        service.availability === 'available' ? (
          <li key={service.id}>
            <button
              type="button"
              onClick={() => onChoose(service.id)}
              onPointerEnter={onIntent}
              onFocus={onIntent}
              className="flex h-full min-h-20 w-full flex-col items-start justify-between rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="font-semibold text-slate-900">{service.name[language]}</span>
              <span className="mt-1 text-sm text-slate-600">{serviceFromPrice(service, language)}</span>
            </button>
          </li>
        ) : (
          <li
            key={service.id}
            className="flex min-h-20 flex-col items-start justify-between rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
          >
            <span className="font-semibold text-slate-600">{service.name[language]}</span>
            <span className="mt-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('comingSoon')}</span>
          </li>
        ),
      )}
    </ul>
  );
}
