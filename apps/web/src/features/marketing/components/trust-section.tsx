import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { FeatureIcon, type FeatureIconName } from './feature-icon';
import { SectionHeading } from './section-heading';

// One icon per trust promise, in the order of landing.trust.items.
const ICONS: readonly FeatureIconName[] = ['shield', 'tag', 'heart', 'clock', 'bolt', 'pin'];

/** Landing "trust": the marketing promises (upfront pricing, 24/7, verified pros, satisfaction guarantee…). */
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

/** Landing "trust metrics": the marketing figures. */
export function TrustMetrics() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const items = t('metrics.items', { returnObjects: true });
  return (
    <section aria-labelledby={titleId} className="on-dark bg-brand-800">
      <PageContainer className="py-12">
        <h2 id={titleId} className="sr-only">
          {t('metrics.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.label}>
              <p className="text-3xl font-extrabold text-white sm:text-4xl">{item.value}</p>
              <p className="mt-1 text-brand-50">{item.label}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
