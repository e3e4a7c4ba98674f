import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, listServices } from '@hm/catalog';
import { OFFER_PERCENT, offerDiscountCents } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageContainer } from '../../../components/ui/page-container';
import { useLanguage } from '../../../hooks/use-language';
import { SectionHeading } from './section-heading';

/**
 * The welcome offer (25% off the first booking, docs/pricing-and-taxes.md "Offers") with sample
 * prices: each bookable service's starting price, and the same less the offer as a booking counts
 * it (offerDiscountCents). No struck-through "regular" price: the catalogue price is the price.
 */
export function OfferBlock() {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const titleId = useId();
  const samples = listServices().filter((service) => service.availability === 'available' && service.priceUnit !== 'quote');
  const percent = OFFER_PERCENT.welcome;
  return (
    <section aria-labelledby={titleId}>
      <PageContainer className="py-12 sm:py-16">
        <div className="grid gap-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">-25 %</p>
            <div className="mt-4">
              <SectionHeading id={titleId} title={t('offer.title')} lead={t('offer.lead')} />
            </div>
            <ButtonLink to={paths.bookService.getHref()} className="mt-6">
              {t('offer.cta')}
            </ButtonLink>
          </div>
          <div className="rounded-xl bg-white p-5 shadow-sm">
            <h3 className="font-semibold text-slate-900">{t('offer.samplesTitle')}</h3>
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-2 font-medium">
                    <span className="sr-only">{t('offer.samplesTitle')}</span>
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t('offer.startingPrice')}
                  </th>
                  <th scope="col" className="py-2 pl-2 font-medium">
                    {t('offer.withOffer')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {samples.map((service) => (
                  <tr key={service.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-2.5 pr-2 font-semibold text-slate-900">
                      {service.name[language]}
                    </th>
                    <td className="px-2 py-2.5 text-slate-600">{formatPrice(service.priceCents, service.priceUnit, language)}</td>
                    <td className="py-2.5 pl-2 font-bold text-brand-800">
                      {formatPrice(service.priceCents - offerDiscountCents(service.priceCents, percent), service.priceUnit, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-3 text-xs text-slate-600">{t('offer.note')}</p>
          </div>
        </div>
      </PageContainer>
    </section>
  );
}
