import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { ServiceGrid } from '../../../components/service-grid';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOpenBooking, preloadBookingWizard } from '../../booking';
import { ServiceSearch } from '../../services';
import { CategoryTiles } from '../components/category-tiles';
import { HeroTagline } from '../components/hero-tagline';
import { SectionHeading } from '../components/section-heading';

const STEPS = ['choose', 'match', 'done'] as const;

const HomeLaterSections = lazy(() => import('../components/home-later-sections'));

/** The landing page: every section, in order, plus the welcome offer. */
export function HomePage() {
  const title = usePageTitle('home');
  const { t } = useTranslation('pages');
  const { t: tLanding } = useTranslation('landing');
  const { t: tServices } = useTranslation('services');
  const openBooking = useOpenBooking();
  const stepsId = useId();
  const servicesId = useId();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-12 sm:py-16">
          <p className="inline-flex rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{tLanding('hero.offerBadge')}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <div className="mt-4">
            <HeroTagline />
          </div>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('home.lead')}</p>
          <div className="mt-8 max-w-2xl">
            <ServiceSearch
              label={tServices('search.heroLabel')}
              placeholder={tServices('search.heroPlaceholder')}
              hideLabel
              size="large"
              onSelect={(service) => openBooking(service.id)}
              onIntent={preloadBookingWizard}
            />
          </div>
          <h2 className="mt-10 text-lg font-semibold text-slate-900">{tServices('tiles.title')}</h2>
          <div className="mt-4">
            <CategoryTiles onChoose={openBooking} onIntent={preloadBookingWizard} />
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.bookService.getHref()}>{t('home.bookNow')}</ButtonLink>
            <ButtonLink to={paths.growBusiness.getHref()} variant="secondary">
              {t('home.becomePro')}
            </ButtonLink>
          </div>
        </PageContainer>
      </section>

      <section aria-labelledby={stepsId}>
        <PageContainer className="py-12 sm:py-16">
          <SectionHeading id={stepsId} title={t('home.howItWorks.title')} />
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-xl border border-slate-200 p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`home.howItWorks.steps.${step}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`home.howItWorks.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
          <ButtonLink to={paths.bookService.getHref()} variant="secondary" className="mt-8">
            {t('home.bookNow')}
          </ButtonLink>
        </PageContainer>
      </section>

      <section aria-labelledby={servicesId} className="bg-slate-50">
        <PageContainer className="py-12 sm:py-16">
          <SectionHeading id={servicesId} title={t('home.servicesTitle')} lead={tLanding('services.lead')} />
          <div className="mt-8">
            <ServiceGrid onChoose={openBooking} onIntent={preloadBookingWizard} />
          </div>
          <ButtonLink to={paths.services.getHref()} variant="secondary" className="mt-8">
            {tServices('page.cardsTitle')}
          </ButtonLink>
        </PageContainer>
      </section>

      {/* Nothing in their place while their code loads (a page rendered in the browser, not hydrated). */}
      <Suspense fallback={null}>
        <HomeLaterSections />
      </Suspense>
    </>
  );
}
