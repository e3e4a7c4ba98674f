import { useTranslation } from 'react-i18next';
import { formatPrice, getService, getSubService, type ServiceId } from '@hm/catalog';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { useLanguage } from '../../../hooks/use-language';
import { useOpenBooking } from '../../booking';

// The static Related Services block. Its prices and descriptions come from the
// catalogue, so they never disagree with what the wizard charges.
const RELATED: readonly { key: 'deepCleaning' | 'plumbingRepair' | 'electricalWork'; serviceId: ServiceId; subServiceId?: string }[] = [
  { key: 'deepCleaning', serviceId: 'cleaning', subServiceId: 'deep-cleaning' },
  { key: 'plumbingRepair', serviceId: 'plumbing' },
  { key: 'electricalWork', serviceId: 'electrical' },
];

const FROM_PRICE = { hour: 'from_hour', job: 'from_job', quote: 'quote' } as const;

export function RelatedServices() {
  const { t } = useTranslation('reservation');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const openBooking = useOpenBooking();
  return (
    <section aria-labelledby="related-services-heading">
      <h2 id="related-services-heading" className="text-lg font-bold text-slate-900">
        {t('related.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {RELATED.map(({ key, serviceId, subServiceId }) => {
          const service = getService(serviceId);
          const subService = subServiceId ? getSubService(serviceId, subServiceId) : undefined;
          const title = t(`related.items.${key}`);
          const description = subService ? subService.description[language] : service.description[language];
          const price = subService
            ? formatPrice(subService.priceCents, subService.priceKind, language)
            : formatPrice(service.priceCents, FROM_PRICE[service.priceUnit], language);
          const bookable = service.availability === 'available';
          return (
            <li key={key} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
              <p className="mt-2 text-sm font-semibold text-slate-800">{price}</p>
              {bookable ? (
                <button
                  type="button"
                  onClick={() => openBooking(serviceId)}
                  aria-label={t('related.bookNowFor', { service: title })}
                  className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {t('related.bookNow')}
                </button>
              ) : (
                // A category shown as coming soon cannot be booked yet: its waitlist instead.
                <div className="mt-3">
                  <p className="text-sm font-semibold text-amber-800">{tCommon('comingSoon')}</p>
                  <ButtonLink to={paths.discoverServices.getHref()} variant="secondary" className="mt-2 w-full">
                    {tCommon('links.discoverServices')}
                  </ButtonLink>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
