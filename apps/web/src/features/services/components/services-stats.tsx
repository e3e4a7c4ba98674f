import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** /services stats: the marketing figures (customers, rating, verified pros, satisfaction). */
export function ServicesStats() {
  const { t } = useTranslation('site');
  const titleId = useId();
  const stats = t('servicesPage.stats', { returnObjects: true });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t('servicesPage.statsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((stat) => (
          <li key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
            <p className="text-2xl font-extrabold text-brand-800">{stat.value}</p>
            <p className="mt-1 text-sm text-slate-600">{stat.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
