import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { FeatureIcon, PublicFigure, type FeatureIconName } from '../../marketing';
import { useShownFigures } from '../../public-config';
import { ProApplicationForm } from '../components/pro-application-form';
import { ProDashboardMockup } from '../components/pro-dashboard-mockup';

const FEATURE_ICONS: readonly FeatureIconName[] = ['users', 'calendar', 'star', 'card', 'chat', 'chart'];
const WAITLIST_ID = 'waitlist';

const HERO_FIGURES = ['activePros', 'completedJobs', 'reviews'] as const;

/** Professional landing: back button, hero, phone mock-up, six features, how joining works, the application form. */
export function GrowBusinessPage() {
  usePageTitle('growBusiness');
  const { t } = useTranslation('growBusiness');
  const navigate = useNavigate();
  const featuresId = useId();
  const joiningId = useId();
  const formTitleId = useId();
  const waitlistRef = useRef<HTMLElement>(null);
  const figures = useShownFigures();
  const features = t('features.items', { returnObjects: true });
  const steps = t('joining.steps', { returnObjects: true });

  // Back to where the visitor came from; home when the page was opened directly.
  const goBack = () => (window.history.state?.idx > 0 ? void navigate(-1) : void navigate(paths.home.getHref()));

  const toWaitlist = () => {
    const section = waitlistRef.current;
    if (!section) return;
    section.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-8 sm:py-14">
          <button
            type="button"
            onClick={goBack}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-100"
          >
            <span aria-hidden="true">←</span> {t('back')}
          </button>
          <div className="mt-4 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('hero.eyebrow')}</p>
              <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-5xl">{t('hero.title')}</h1>
              <p className="mt-4 text-lg text-slate-700">{t('hero.lead')}</p>
              <button
                type="button"
                onClick={toWaitlist}
                className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800"
              >
                {t('hero.cta')}
              </button>
              {/* Figures from the data (docs/public-figures.md); the same point in words under each floor. */}
              <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3">
                {HERO_FIGURES.map((key) => (
                  <li key={key} className="flex flex-col justify-center">
                    <PublicFigure
                      value={figures[key]}
                      label={t(`hero.figures.${key}.label`)}
                      fallback={t(`hero.figures.${key}.fallback`)}
                      valueClassName="text-2xl font-extrabold text-slate-900"
                      labelClassName="text-sm text-slate-600"
                      fallbackClassName="font-bold text-slate-900"
                    />
                  </li>
                ))}
              </ul>
            </div>
            <ProDashboardMockup />
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby={featuresId}>
        <PageContainer className="py-12 sm:py-16">
          <h2 id={featuresId} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('features.title')}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{t('features.lead')}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature, index) => (
              <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-700 text-white">
                  <FeatureIcon name={FEATURE_ICONS[index] ?? 'users'} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      {/* What happens after applying, as the product does it (docs/pros.md): no testimonials, none are on record. */}
      <section aria-labelledby={joiningId} className="bg-slate-50">
        <PageContainer className="py-12 sm:py-16">
          <h2 id={joiningId} className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('joining.title')}
          </h2>
          <ol className="mt-8 grid gap-4 lg:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 lg:flex-col lg:gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </PageContainer>
      </section>

      <section id={WAITLIST_ID} ref={waitlistRef} aria-labelledby={formTitleId} className="scroll-mt-20">
        <PageContainer className="py-12 sm:py-16">
          <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <h2 id={formTitleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('form.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('form.lead')}</p>
            <div className="mt-6">
              <ProApplicationForm />
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
