import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@hm/catalog';
import type { AdminMoneyEntryView, CorrectInvoiceRequest, RefundRequest } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { translateApiError } from '../../../lib/api-error';
import { formatDay, formatInstantDay } from '../../dashboard';
import { ReceiptDownload } from '../../reservation';
import {
  useAdminMoneyQuery,
  useApproveFinalPriceMutation,
  useCorrectFinalPriceMutation,
  useRefundCardPaymentMutation,
  useReissueReceiptMutation,
} from '../api';
import { CardChargeFacts } from './card-charge-facts';
import { CorrectPriceForm } from './correct-price-form';
import { LateFeesSection } from './late-fees-section';
import { RefundForm } from './refund-form';
import { ACTION_BUTTON, LoadState } from './load-state';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The operators' money (docs/pricing-and-taxes.md "Operators"): final prices to settle (approve, or
 * correct with a reason), agreed prices not paid yet, and the latest payments with their receipts
 * (download, reissue), and card charges: why one failed, and refunds with a reason (docs/payments-by-card.md).
 */
export function MoneyOverview() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const money = useAdminMoneyQuery(undefined, { refetchOnMountOrArgChange: true });
  const [approve, approving] = useApproveFinalPriceMutation();
  const [correct, correcting] = useCorrectFinalPriceMutation();
  const [reissue, reissuing] = useReissueReceiptMutation();
  const [refund, refunding] = useRefundCardPaymentMutation();
  const [correctingNumber, setCorrectingNumber] = useState<string | null>(null);
  const [refundingNumber, setRefundingNumber] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const act = async (run: () => Promise<unknown>, success: string) => {
    setOutcome(null);
    try {
      await run();
      setOutcome({ tone: 'success', text: success });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: translateApiError(error as Parameters<typeof translateApiError>[0], tErrors) });
      return false;
    }
  };
  const onCorrect = async (entry: AdminMoneyEntryView, request: CorrectInvoiceRequest) => {
    const done = await act(
      () => correct({ bookingNumber: entry.bookingNumber, ...request }).unwrap(),
      t('money.corrected', { number: entry.bookingNumber }),
    );
    if (done) setCorrectingNumber(null);
  };

  const onRefund = async (entry: { bookingNumber: string }, request: RefundRequest) => {
    const done = await act(
      () => refund({ bookingNumber: entry.bookingNumber, ...request }).unwrap(),
      t('money.refund.sent', { number: entry.bookingNumber }),
    );
    if (done) setRefundingNumber(null);
  };

  const data = money.data;
  return (
    <div className="space-y-8">
      <LoadState loading={money.isLoading} failed={money.isError} onRetry={() => void money.refetch()} />
      {outcome && (
        <FormAlert tone={outcome.tone} focusOnShow>
          {outcome.text}
        </FormAlert>
      )}
      {data && (
        <>
          <MoneySection title={t('money.toSettle')} empty={t('money.noneToSettle')} entries={data.toSettle}>
            {(entry) => (
              <>
                {entry.disputeReason && (
                  <p className="mt-2 text-sm text-slate-800">
                    <span className="font-semibold">{t('money.reason')}</span> {entry.disputeReason}
                  </p>
                )}
                <div className="mt-3 flex flex-wrap gap-3">
                  <button
                    type="button"
                    disabled={approving.isLoading}
                    onClick={() =>
                      void act(() => approve(entry.bookingNumber).unwrap(), t('money.approved', { number: entry.bookingNumber }))
                    }
                    className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
                  >
                    {t('money.approve')}
                  </button>
                  <button
                    type="button"
                    aria-expanded={correctingNumber === entry.bookingNumber}
                    onClick={() => setCorrectingNumber(correctingNumber === entry.bookingNumber ? null : entry.bookingNumber)}
                    className={`${ACTION_BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`}
                  >
                    {t('money.correct')}
                  </button>
                </div>
                {correctingNumber === entry.bookingNumber && (
                  <CorrectPriceForm
                    entry={entry}
                    busy={correcting.isLoading}
                    onCorrect={(request) => void onCorrect(entry, request)}
                    onCancel={() => setCorrectingNumber(null)}
                  />
                )}
              </>
            )}
          </MoneySection>
          <MoneySection title={t('money.unpaid')} empty={t('money.noneUnpaid')} entries={data.unpaid} />
          <MoneySection title={t('money.payments')} empty={t('money.noPayments')} entries={data.payments}>
            {(entry) =>
              entry.receipt && (
                <>
                  <div className="mt-2 flex flex-wrap items-end gap-3">
                    <ReceiptDownload bookingNumber={entry.bookingNumber} receipt={entry.receipt} />
                    <button
                      type="button"
                      disabled={reissuing.isLoading}
                      onClick={() =>
                        void act(
                          () => reissue(entry.bookingNumber).unwrap(),
                          t('money.reissued', { number: entry.receipt!.number, booking: entry.bookingNumber }),
                        )
                      }
                      className={`${ACTION_BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-50`}
                    >
                      {t('money.reissue')}
                    </button>
                    {(entry.cardCharge?.refundableCents ?? 0) > 0 && (
                      <button
                        type="button"
                        aria-expanded={refundingNumber === entry.bookingNumber}
                        onClick={() => setRefundingNumber(refundingNumber === entry.bookingNumber ? null : entry.bookingNumber)}
                        className={`${ACTION_BUTTON} border border-red-700 text-red-800 hover:bg-red-50`}
                      >
                        {t('money.refund.open')}
                      </button>
                    )}
                  </div>
                  {refundingNumber === entry.bookingNumber && entry.cardCharge && (
                    <RefundForm
                      bookingNumber={entry.bookingNumber}
                      refundableCents={entry.cardCharge.refundableCents}
                      busy={refunding.isLoading}
                      onRefund={(request) => void onRefund(entry, request)}
                      onCancel={() => setRefundingNumber(null)}
                    />
                  )}
                </>
              )
            }
          </MoneySection>
          <LateFeesSection
            fees={data.lateFees}
            refundingNumber={refundingNumber}
            onToggle={(number) => setRefundingNumber(refundingNumber === number ? null : number)}
            busy={refunding.isLoading}
            onRefund={(fee, request) => void onRefund(fee, { ...request, charge: fee.kind })}
          />
        </>
      )}
    </div>
  );
}

/** One list of the screen: each entry's facts, and what may be done with it. */
function MoneySection({
  title,
  empty,
  entries,
  children,
}: {
  title: string;
  empty: string;
  entries: AdminMoneyEntryView[];
  children?: (entry: AdminMoneyEntryView) => React.ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tBookings } = useTranslation('bookings');
  const language = useLanguage();
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  return (
    <section aria-label={title}>
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {entries.map((entry) => (
            <li key={entry.bookingNumber} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={paths.reservation.getHref(entry.bookingNumber)} className="font-semibold text-brand-800 underline">
                  {entry.bookingNumber}
                </Link>
                <span className="font-semibold text-slate-900 tabular-nums">{money(entry.totalCents)}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {t('money.parties', { customer: entry.customerName, pro: entry.professionalName ?? '—' })} ·{' '}
                {t(`money.status.${entry.invoiceStatus}`)} ·{' '}
                {t('money.completedOn', { date: formatInstantDay(entry.recordedAt, language) })}
              </p>
              {entry.payment && (
                <p className="mt-1 text-sm text-slate-700">
                  {t('money.paid', {
                    method: tBookings(`paymentMethods.${entry.payment.method}`),
                    date: formatDay(entry.payment.paidOn, language),
                    commission: money(entry.payment.commissionCents),
                  })}
                  {entry.tipCents > 0 && ` ${t('money.tip', { amount: money(entry.tipCents) })}`}
                </p>
              )}
              {entry.cardCharge && <CardChargeFacts charge={entry.cardCharge} />}
              {children?.(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
