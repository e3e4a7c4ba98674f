import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import type { AdminCardChargeView } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatInstantDay } from '../../dashboard';

/** A card charge (the job's or a late-change fee's): its state (why it failed, while it waits for the customer) and its refunds. */
export function CardChargeFacts({ charge }: { charge: AdminCardChargeView }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  return (
    <div className="mt-1 text-sm text-slate-700" data-testid="card-charge">
      <p className={charge.status === 'failed' || charge.status === 'requires_action' ? 'font-semibold text-red-800' : undefined}>
        {t(`money.card.${charge.status}`, { amount: money(charge.amountCents), code: charge.failureCode ?? '' })}
      </p>
      {charge.refunds.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {charge.refunds.map((refund, index) => (
            <li key={index}>
              {t(`money.card.refund.${refund.status}`, {
                amount: money(refund.amountCents),
                date: formatInstantDay(refund.createdAt, language),
                reason: refund.reason,
                code: refund.failureCode ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
