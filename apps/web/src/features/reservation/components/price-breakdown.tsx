import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { GST_RATE, QST_RATE, priceWithOffer, type BookingOffer, type BookingPriceSnapshot } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatRate } from '../format';

function Line({ label, amount, strong = false, offer = false }: { label: string; amount: string; strong?: boolean; offer?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'border-t border-slate-300 font-bold text-slate-900' : offer ? 'font-semibold text-green-800' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * The price the booking was made at (its own snapshot, never today's catalogue), less the offer it
 * was made with, with GST and QST itemised on what remains, as Quebec invoices show them. A price
 * on quote has no amount yet: the offer then comes off the quoted price. `offer` is the booking's
 * offer as this viewer sees it (HomeMate pays it, so a pro's view has none).
 */
export function PriceBreakdown({ price, offer }: { price: BookingPriceSnapshot; offer: BookingOffer | null }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const offerLabel = offer && t(`price.offer.${offer.kind}`, { percent: offer.percent });
  if (price.priceKind === 'quote' || price.priceCents === null) {
    return (
      <div>
        <p className="text-lg font-semibold text-slate-900">{t('price.quote')}</p>
        {offerLabel && <p className="mt-1 font-semibold text-green-800">{offerLabel}</p>}
        <p className="mt-1 text-sm text-slate-600">{t('price.quoteNote')}</p>
      </div>
    );
  }
  const { priceCents, discountCents, subtotalCents, gstCents, qstCents, totalCents } = priceWithOffer(price.priceCents, offer);
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  return (
    <div>
      <dl className="text-sm sm:text-base">
        {offerLabel && (
          <>
            <Line label={t('price.work')} amount={money(priceCents)} />
            <Line label={offerLabel} amount={`−${money(discountCents)}`} offer />
          </>
        )}
        <Line label={t('price.subtotal')} amount={money(subtotalCents)} />
        <Line label={t('price.gst', { rate: formatRate(GST_RATE, language) })} amount={money(gstCents)} />
        <Line label={t('price.qst', { rate: formatRate(QST_RATE, language) })} amount={money(qstCents)} />
        <Line label={t('price.total')} amount={money(totalCents)} strong />
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {price.priceKind === 'from_hour' ? t('price.fromHour', { rate: money(priceCents) }) : t('price.fromJob')}
      </p>
    </div>
  );
}
