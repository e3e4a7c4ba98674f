import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFigure } from '../../marketing';
import { useShownFigures } from '../../public-config';

const FIGURES = ['customers', 'rating', 'activePros', 'completedJobs'] as const;

/** /services figures from the data (docs/public-figures.md): customers, rating, active pros, jobs; words while under each floor. */
export function ServicesStats() {
  const { t } = useTranslation(['site', 'services']);
  const titleId = useId();
  const shown = useShownFigures();
  // The rating reads '4,6/5'; the counts as they are.
  const value = (key: (typeof FIGURES)[number]) =>
    key === 'rating' ? shown.rating && t('services:rating', { rating: shown.rating }) : shown[key];
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('servicesPage.statsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {FIGURES.map((key) => (
          <li key={key} className="flex flex-col justify-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <PublicFigure
              value={value(key)}
              label={t(`servicesPage.figures.${key}.label`)}
              fallback={t(`servicesPage.figures.${key}.fallback`)}
              valueClassName="text-2xl font-extrabold text-brand-800"
              labelClassName="mt-1 text-sm text-slate-600"
              fallbackClassName="font-bold text-brand-800"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
