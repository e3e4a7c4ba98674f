import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminLateFeeView, RefundRequest } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { formatInstantDay } from '../../dashboard';
import { CardChargeFacts } from './card-charge-facts';
import { ACTION_BUTTON } from './load-state';
import { RefundForm } from './refund-form';

/** The late-change fees charged to a card (no final invoice): their state, their refunds, and a refund. */
export function LateFeesSection({
  fees,
  refundingNumber,
  onToggle,
  busy,
  onRefund,
}: {
  fees: AdminLateFeeView[];
  refundingNumber: string | null;
  onToggle: (bookingNumber: string) => void;
  busy: boolean;
  onRefund: (fee: AdminLateFeeView, request: RefundRequest) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const title = t('money.lateFees');
  // A booking's fee is refunded from its own form: the key keeps it apart from the job's.
  const formKey = (fee: AdminLateFeeView) => `${fee.bookingNumber}:${fee.kind}`;
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {fees.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('money.noLateFees')}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {fees.map((fee) => (
            <li key={formKey(fee)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Link to={paths.reservation.getHref(fee.bookingNumber)} className="font-semibold text-brand-800 underline">
                {fee.bookingNumber}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {t(`money.lateFee.${fee.kind}`, { customer: fee.customerName, date: formatInstantDay(fee.updatedAt, language) })}
              </p>
              <CardChargeFacts charge={fee.cardCharge} />
              {fee.cardCharge.refundableCents > 0 && (
                <button
                  type="button"
                  aria-expanded={refundingNumber === formKey(fee)}
                  onClick={() => onToggle(formKey(fee))}
                  className={`${ACTION_BUTTON} mt-2 border border-red-700 text-red-800 hover:bg-red-50`}
                >
                  {t('money.refund.open')}
                </button>
              )}
              {refundingNumber === formKey(fee) && (
                <RefundForm
                  bookingNumber={fee.bookingNumber}
                  refundableCents={fee.cardCharge.refundableCents}
                  busy={busy}
                  onRefund={(request) => onRefund(fee, request)}
                  onCancel={() => onToggle(formKey(fee))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
