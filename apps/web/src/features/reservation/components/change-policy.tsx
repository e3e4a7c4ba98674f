import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import type { LateFeeView, ReservationView } from '@hm/contracts';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingTime } from '../../booking';
import { customerChangeIsLate } from '../change-policy';
import { formatDay, torontoClockOf } from '../format';

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

/** The late-change fees recorded on the booking: stated as owed, since no payment exists yet. */
export function LateFeeLines({ fees }: { fees: readonly LateFeeView[] }) {
  const { t } = useTranslation('reservation');
  const fee = useFeeFormat();
  return (
    <ul className="space-y-1">
      {fees.map((entry) => (
        <li key={entry.kind}>{t(`policy.fee.${entry.kind}`, { amount: fee(entry.amountCents) })}</li>
      ))}
    </ul>
  );
}
