import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { cardBrandName, type LateFeeView, type ReservationView } from '@hm/contracts';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingTime } from '../../booking';
import { customerChangeIsLate } from '../change-policy';
import { formatDay, torontoClockOf } from '../format';
import { PayLink } from './card-payment';

/** An amount as the fee statements write it, cents always ('$40.00' / '40,00 $'). */
export function useFeeFormat(): (cents: number) => string {
  const language = useLanguage();
  return (cents) => formatMoney(cents, language, { alwaysCents: true });
}

/** The free-change deadline's date and time on Montreal's clock, written like the page's other times. */
export function useDeadlineParts(): (freeUntil: string) => { date: string; time: string } {
  const language = useLanguage();
  const clock = useClock();
  return (freeUntil) => ({
    date: formatDay(freeUntil, language),
    time: formatBookingTime(torontoClockOf(freeUntil), language, clock),
  });
}

/**
 * Before acting: until when changes are free, or that they now cost the fee (the customer); the
 * customer's rule and that HomeMate's changes are free (an operator).
 */
export function ChangePolicyNote({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const fee = useFeeFormat();
  const deadline = useDeadlineParts();
  const policy = booking.changePolicy;
  if (!policy) return null;
  const values = { ...deadline(policy.freeUntil), fee: fee(policy.lateFeeCents) };
  if (booking.viewer !== 'customer') return <span className="mt-2 block text-sm text-slate-600">{t('policy.operatorNote', values)}</span>;
  if (customerChangeIsLate(booking))
    return (
      <span className="mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
        {t('policy.lateNow', values)}
      </span>
    );
  return <span className="mt-2 block text-sm text-slate-600">{t('policy.freeUntil', values)}</span>;
}

/**
 * The late-change fees recorded on the booking, each with where its payment stands: to be paid, or
 * its charge to the saved card (docs/payments-by-card.md "Late-change fees"), with Stripe's payment
 * page to the customer when the bank asks to confirm or declined.
 */
export function LateFeeLines({ fees }: { fees: readonly LateFeeView[] }) {
  const { t } = useTranslation('reservation');
  const fee = useFeeFormat();
  return (
    <ul className="space-y-2">
      {fees.map((entry) => (
        <li key={entry.kind}>
          <span className="block">{t(`policy.fee.${entry.kind}`, { amount: fee(entry.amountCents) })}</span>
          <span className="block text-sm text-slate-600">
            {entry.charge
              ? t(`policy.feeStatus.${entry.charge.status}`, { amount: fee(entry.charge.amountCents) })
              : t('policy.feeStatus.due')}
          </span>
          {entry.charge?.payUrl && <PayLink href={entry.charge.payUrl} amount={fee(entry.charge.amountCents)} />}
        </li>
      ))}
    </ul>
  );
}

/** With a saved card, that the accepted fee is charged to it (the cancel dialog and the edit form say it). */
export function FeeChargedToCard({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const card = booking.cardPayment?.card;
  if (!card) return null;
  return (
    <span className="mt-1 block">
      {t('policy.chargedToCard', { card: t('card.card', { brand: cardBrandName(card.brand), last4: card.last4 }) })}
    </span>
  );
}
