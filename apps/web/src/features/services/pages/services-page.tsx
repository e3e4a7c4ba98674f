import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOpenBooking, preloadBookingWizard, preloadBookingWizardWhenIdle } from '../../booking';
import { PromoBanner } from '../components/promo-banner';
import { ServiceCards } from '../components/service-cards';
import { ServiceSearch } from '../components/service-search';
import { ServicesStats } from '../components/services-stats';

/** /services: promo banner, live search, stats and the 8 service cards; search and cards open the booking wizard. */
export function ServicesPage() {
  const title = usePageTitle('services');
  const { t } = useTranslation('services');
  const openBooking = useOpenBooking();
  const cardsId = useId();
  // Every card opens the wizard: its code is fetched once the page is idle, so a tap finds it in.
  useEffect(preloadBookingWizardWhenIdle, []);
  return (
    <>
      <PromoBanner />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="py-12 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('page.lead')}</p>
          <div className="mt-8 max-w-2xl">
            <ServiceSearch
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              onSelect={(service) => openBooking(service.id)}
              onIntent={preloadBookingWizard}
            />
          </div>
          <div className="mt-8">
            <ServicesStats />
          </div>
        </PageContainer>
      </section>
      <section aria-labelledby={cardsId}>
        <PageContainer className="pt-4 pb-16">
          <h2 id={cardsId} className="text-2xl font-bold text-slate-900">
            {t('page.cardsTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('page.cardsLead')}</p>
          <div className="mt-6">
            <ServiceCards onBook={(service) => openBooking(service.id)} onIntent={preloadBookingWizard} />
          </div>
        </PageContainer>
      </section>
    </>
  );
}
