import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { useShownFigures } from '../../public-config';
import { FeatureIcon, type FeatureIconName } from './feature-icon';
import { PublicFigure } from './public-figure';
import { SectionHeading } from './section-heading';

// One icon per trust promise, in the order of landing.trust.items.
const ICONS: readonly FeatureIconName[] = ['shield', 'tag', 'heart', 'clock', 'bolt', 'pin'];

/** Landing "trust": the product's promises (verified pros, starting prices shown first, satisfaction guarantee, online booking…). */
export function TrustSection() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const items = t('trust.items', { returnObjects: true });
  return (
    <section aria-labelledby={titleId} className="bg-slate-50">
      <PageContainer className="py-12 sm:py-16">
        <SectionHeading id={titleId} title={t('trust.title')} lead={t('trust.lead')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                <FeatureIcon name={ICONS[index % ICONS.length] ?? 'shield'} />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}

/** Landing "trust metrics": figures from the data (docs/public-figures.md), each in words while under its floor. */
export function TrustMetrics() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const shown = useShownFigures();
  const reviews = shown.figures?.rating?.reviews ?? 0;
  const items = [
    {
      key: 'customers',
      value: shown.customers,
      label: t('metrics.figures.customers.label'),
      fallback: t('metrics.figures.customers.fallback'),
    },
    {
      key: 'rating',
      value: shown.rating && t('metrics.figures.rating.value', { average: shown.rating }),
      label: t('metrics.figures.rating.label', { count: reviews, formatted: shown.reviews }),
      fallback: t('metrics.figures.rating.fallback'),
    },
    // A rule of the product (every pro is reviewed before a first job), not a count.
    { key: 'verified', value: t('metrics.figures.verified.value'), label: t('metrics.figures.verified.label'), fallback: '' },
    {
      key: 'completedJobs',
      value: shown.completedJobs,
      label: t('metrics.figures.completedJobs.label'),
      fallback: t('metrics.figures.completedJobs.fallback'),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="on-dark bg-brand-800">
      <PageContainer className="py-12">
        <h2 id={titleId} className="sr-only">
          {t('metrics.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.key} className="flex flex-col justify-center">
              <PublicFigure
                value={item.value}
                label={item.label}
                fallback={item.fallback}
                valueClassName="text-3xl font-extrabold text-white sm:text-4xl"
                labelClassName="mt-1 text-brand-50"
                fallbackClassName="text-lg font-bold text-white"
              />
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
