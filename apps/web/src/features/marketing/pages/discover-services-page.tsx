import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useOpenBooking, preloadBookingWizard } from '../../booking';
import { WaitlistForm } from '../../public-forms';
import { WaitlistDialog } from '../components/waitlist-dialog';
import { DiscoverServiceCard } from '../components/discover-service-card';
import { FeatureIcon, type FeatureIconName } from '../components/feature-icon';
import { PhoneMockup } from '../components/phone-mockup';
import { SectionHeading } from '../components/section-heading';

const FEATURE_ICONS: readonly FeatureIconName[] = ['shield', 'tag', 'pin', 'heart'];
const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-5 py-2 text-base font-semibold text-brand-800 transition-colors hover:bg-brand-50';

/** /discover-services: what can be booked today, what is coming, and the waitlist. */
export function DiscoverServicesPage() {
  const title = usePageTitle('discoverServices');
  const { t } = useTranslation('site');
  const { t: tLanding } = useTranslation('landing');
  const language = useLanguage();
  const openBooking = useOpenBooking();
  const featuresId = useId();
  const availableId = useId();
  const comingId = useId();
  const waitlistId = useId();
  const services = listServices();
  const available = services.filter((service) => service.availability === 'available');
  const coming = services.filter((service) => service.availability === 'coming_soon');
  const features = t('discover.features', { returnObjects: true });
  return (
    <>
      <section className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <PageContainer className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_auto]">
          <div className="max-w-2xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
            <p className="mt-4 text-lg text-slate-700">{t('discover.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={paths.bookService.getHref()}>{t('discover.book')}</ButtonLink>
              <WaitlistDialog source="discover_services" className={SECONDARY_BUTTON}>
                {t('discover.notify')}
              </WaitlistDialog>
            </div>
          </div>
          <PhoneMockup label={t('discover.mockupLabel')}>
            <p className="text-lg font-bold text-slate-900">{t('discover.mockupTitle')}</p>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {services.map((service) => (
                <li
                  key={service.id}
                  className={`rounded-xl p-2.5 text-xs font-semibold break-words hyphens-auto ${
                    service.availability === 'available' ? 'bg-white text-slate-900 shadow-sm' : 'bg-slate-100 text-slate-600'
                  }`}
                >
                  {service.name[language]}
                </li>
              ))}
            </ul>
            <p className="mt-4 mb-3 rounded-2xl bg-amber-100 p-3 text-sm font-semibold text-amber-900">{tLanding('hero.offerBadge')}</p>
            <p className="mt-auto rounded-xl bg-brand-700 py-2.5 text-center text-sm font-semibold text-white">{t('discover.book')}</p>
          </PhoneMockup>
        </PageContainer>
      </section>

      <section aria-labelledby={featuresId}>
        <PageContainer className="py-12">
          <SectionHeading id={featuresId} title={t('discover.featuresTitle')} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature, index) => (
              <li key={feature.title} className="rounded-xl border border-slate-200 p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                  <FeatureIcon name={FEATURE_ICONS[index % FEATURE_ICONS.length] ?? 'shield'} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby={availableId} className="bg-slate-50">
        <PageContainer className="py-12">
          <SectionHeading id={availableId} title={t('discover.availableTitle')} lead={t('discover.availableLead')} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {available.map((service) => (
              <DiscoverServiceCard key={service.id} service={service} onBook={openBooking} onIntent={preloadBookingWizard} />
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby={comingId}>
        <PageContainer className="py-12">
          <SectionHeading id={comingId} title={t('discover.comingTitle')} lead={t('discover.comingLead')} />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {coming.map((service) => (
              <DiscoverServiceCard key={service.id} service={service} />
            ))}
          </ul>
        </PageContainer>
      </section>

      <section aria-labelledby={waitlistId}>
        <PageContainer className="pb-12">
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-10">
            <SectionHeading id={waitlistId} title={t('discover.waitlistTitle')} lead={t('discover.waitlistLead')} />
            <div className="mt-6 max-w-xl">
              <WaitlistForm source="discover_services" />
            </div>
          </div>
        </PageContainer>
      </section>
    </>
  );
}
