import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { GST_RATE, QST_RATE, quebecTaxBreakdown, type BookingPriceSnapshot } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatRate } from '../format';

function Line({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'border-t border-slate-300 font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/**
 * The price the booking was made at (its own snapshot, never today's catalogue), with GST and
 * QST itemised on the subtotal as Quebec invoices show them. A price on quote has no amount yet.
 */
export function PriceBreakdown({ price }: { price: BookingPriceSnapshot }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  if (price.priceKind === 'quote' || price.priceCents === null) {
    return (
      <div>
        <p className="text-lg font-semibold text-slate-900">{t('price.quote')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('price.quoteNote')}</p>
      </div>
    );
  }
  const { subtotalCents, gstCents, qstCents, totalCents } = quebecTaxBreakdown(price.priceCents);
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  return (
    <div>
      <dl className="text-sm sm:text-base">
        <Line label={t('price.subtotal')} amount={money(subtotalCents)} />
        <Line label={t('price.gst', { rate: formatRate(GST_RATE, language) })} amount={money(gstCents)} />
        <Line label={t('price.qst', { rate: formatRate(QST_RATE, language) })} amount={money(qstCents)} />
        <Line label={t('price.total')} amount={money(totalCents)} strong />
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {price.priceKind === 'from_hour' ? t('price.fromHour', { rate: money(subtotalCents) }) : t('price.fromJob')}
      </p>
    </div>
  );
}
