import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { useShownFigures } from '../../public-config';
import { FeatureIcon, type FeatureIconName } from './feature-icon';
import { PublicFigure } from './public-figure';
import { SectionHeading } from './section-heading';

/** Landing "grow section": the professional figures (active pros, reviews, jobs), and the way to /grow-business. */
export function GrowSection() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const figures = useShownFigures();
  const items = (['activePros', 'reviews', 'completedJobs'] as const).map((key) => ({
    id: key,
    value: figures[key],
    label: t(`grow.figures.${key}.label`),
    fallback: t(`grow.figures.${key}.fallback`),
  }));
  return (
    <section aria-labelledby={titleId} className="on-dark bg-slate-900">
      <PageContainer className="py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id={titleId} title={t('grow.title')} lead={t('grow.lead')} onDark />
            <ButtonLink to={paths.growBusiness.getHref()} variant="secondary" className="mt-6">
              {t('grow.cta')}
            </ButtonLink>
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-xl bg-white/10 p-5">
                <PublicFigure
                  value={item.value}
                  label={item.label}
                  fallback={item.fallback}
                  valueClassName="text-3xl font-extrabold text-white"
                  labelClassName="mt-1 text-sm text-slate-200"
                  fallbackClassName="font-bold text-white"
                />
              </li>
            ))}
          </ul>
        </div>
      </PageContainer>
    </section>
  );
}

/** Landing "professional connect section". */
export function ProConnectSection() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const points = t('connect.points', { returnObjects: true });
  const figures = useShownFigures();
  const items = (['activePros', 'completedJobs'] as const).map((key) => ({
    id: key,
    value: figures[key],
    label: t(`connect.figures.${key}.label`),
    fallback: t(`connect.figures.${key}.fallback`),
  }));
  return (
    <section aria-labelledby={titleId}>
      <PageContainer className="py-12 sm:py-16">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id={titleId} title={t('connect.title')} lead={t('connect.lead')} />
            <ul className="mt-6 space-y-3">
              {points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  >
                    ✓
                  </span>
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={paths.growBusiness.getHref()} className="mt-6">
              {t('connect.cta')}
            </ButtonLink>
          </div>
          <ul className="grid grid-cols-2 gap-4">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col justify-center rounded-2xl border border-slate-200 bg-brand-50 p-6 text-center">
                <PublicFigure
                  value={item.value}
                  label={item.label}
                  fallback={item.fallback}
                  valueClassName="text-3xl font-extrabold text-brand-800 sm:text-4xl"
                  labelClassName="mt-1 text-slate-700"
                  fallbackClassName="text-lg font-bold text-brand-800"
                />
              </li>
            ))}
          </ul>
        </div>
      </PageContainer>
    </section>
  );
}

const FEATURE_ICONS: readonly FeatureIconName[] = ['users', 'calendar', 'star', 'card', 'chat', 'shield'];

/** Landing "pro features" (leads, scheduling, reputation, payments, communication, protection). */
export function ProFeatures() {
  const { t } = useTranslation('landing');
  const titleId = useId();
  const items = t('proFeatures.items', { returnObjects: true });
  return (
    <section aria-labelledby={titleId} className="bg-slate-50">
      <PageContainer className="py-12 sm:py-16">
        <SectionHeading id={titleId} title={t('proFeatures.title')} />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-slate-900 text-white">
                <FeatureIcon name={FEATURE_ICONS[index % FEATURE_ICONS.length] ?? 'users'} />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
