import { useTranslation } from 'react-i18next';
import { formatMoney, type SubService } from '@hm/catalog';
import { bookingPhoneError, bookingPostalCodeError, priceWithOffer } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { usePreviewOfferQuery } from '../api';
import type { BookingWizardState } from '../wizard-state';

interface Props {
  subService: SubService;
  address: BookingWizardState['address'];
  phone: string;
}

/**
 * The price of the work and the offer the booking will be made with (docs/pricing-and-taxes.md
 * "Offers"): the server says which, for this account, phone and home, and decides again at booking.
 */
export function OfferSummary({ subService, address, phone }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const place = {
    phone: phone.trim(),
    address: address.address.trim(),
    apartment: address.apartment.trim() || null,
    postalCode: address.postalCode.trim(),
  };
  // Asked once the phone and postal code are whole (the contact fields below are editable).
  const complete = !bookingPhoneError(place.phone) && !bookingPostalCodeError(place.postalCode) && place.address !== '';
  const { data, isFetching, isError } = usePreviewOfferQuery(place, { skip: !complete });
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const offer = complete ? (data?.offer ?? null) : null;
  const priced = subService.priceKind !== 'quote' && subService.priceCents !== null;
  const perHour = subService.priceKind === 'from_hour';
  const amountText = (cents: number) => t(perHour ? 'confirm.priceFromHour' : 'confirm.priceFrom', { amount: money(cents) });
  const breakdown = priced ? priceWithOffer(subService.priceCents!, offer) : null;

  return (
    <div className="py-4" aria-live="polite" aria-busy={isFetching}>
      <dt className="text-sm font-semibold text-slate-600">{t('confirm.price')}</dt>
      <dd className="mt-1 text-slate-900">
        <span className="block">{breakdown ? amountText(breakdown.priceCents) : t('confirm.priceQuote')}</span>
        {offer && (
          <span className="mt-1 flex items-baseline justify-between gap-4 font-semibold text-green-800" data-testid="offer-line">
            <span>{t(`confirm.offer.${offer.kind}`, { percent: offer.percent, code: offer.code })}</span>
            {breakdown && <span className="tabular-nums">−{money(breakdown.discountCents)}</span>}
          </span>
        )}
        {offer && breakdown && (
          <span className="mt-1 block font-semibold">{t('confirm.afterOffer', { price: amountText(breakdown.subtotalCents) })}</span>
        )}
        {offer && !breakdown && <span className="mt-1 block text-sm text-slate-600">{t('confirm.offerOnQuote')}</span>}
        <span className="mt-1 block text-sm text-slate-600">
          {isFetching
            ? t('confirm.offerChecking')
            : isError
              ? t('confirm.offerFailed')
              : !offer && data?.welcomeTaken
                ? t('confirm.welcomeTaken')
                : t('confirm.taxesNote')}
        </span>
      </dd>
    </div>
  );
}
