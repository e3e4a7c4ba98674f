import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { DISPUTE_REASON_MAX_LENGTH, GST_RATE, QST_RATE, type ReservationView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { downloadObjectUrl } from '../../../lib/download';
import { useDecideInvoiceMutation, useDownloadReceiptMutation } from '../api';
import { formatDay } from '../../dashboard';
import { formatRate } from '../format';

const LINE = 'flex items-baseline justify-between gap-4 py-2';

/** The final invoice the pro recorded: the work, the offer, the materials, the taxes and the total, and the pro's note. */
export function FinalInvoiceBreakdown({ booking }: { booking: ReservationView & { invoice: NonNullable<ReservationView['invoice']> } }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  const { invoice, price } = booking;
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const work =
    invoice.minutesWorked !== null && price.priceCents !== null
      ? t('invoice.workHours', {
          hours: Math.floor(invoice.minutesWorked / 60),
          minutes: String(invoice.minutesWorked % 60).padStart(2, '0'),
          rate: money(price.priceCents),
        })
      : t('invoice.work');
  return (
    <div>
      <dl className="text-sm text-slate-700 sm:text-base">
        <div className={LINE}>
          <dt>{work}</dt>
          <dd className="tabular-nums">{money(invoice.workCents)}</dd>
        </div>
        {invoice.discountCents > 0 && price.offer && (
          <div className={`${LINE} font-semibold text-green-800`}>
            <dt>{t(`price.offer.${price.offer.kind}`, { percent: price.offer.percent })}</dt>
            <dd className="tabular-nums">−{money(invoice.discountCents)}</dd>
          </div>
        )}
        {invoice.materials.map((line, index) => (
          <div key={index} className={LINE}>
            <dt className="break-words">{t('invoice.material', { description: line.description })}</dt>
            <dd className="tabular-nums">{money(line.amountCents)}</dd>
          </div>
        ))}
        <div className={LINE}>
          <dt>{t('price.subtotal')}</dt>
          <dd className="tabular-nums">{money(invoice.subtotalCents)}</dd>
        </div>
        <div className={LINE}>
          <dt>{t('price.gst', { rate: formatRate(GST_RATE, language) })}</dt>
          <dd className="tabular-nums">{money(invoice.gstCents)}</dd>
        </div>
        <div className={LINE}>
          <dt>{t('price.qst', { rate: formatRate(QST_RATE, language) })}</dt>
          <dd className="tabular-nums">{money(invoice.qstCents)}</dd>
        </div>
        <div className={`${LINE} border-t border-slate-300 font-bold text-slate-900`}>
          <dt>{t('invoice.total')}</dt>
          <dd className="tabular-nums">{money(invoice.totalCents)}</dd>
        </div>
      </dl>
      <PaymentNote booking={booking} />
      {invoice.note && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">
          <span className="font-semibold">{t('invoice.note')}</span> {invoice.note}
        </p>
      )}
    </div>
  );
}

/** Once agreed: that the pro is paid directly, then how and when it was paid (docs/pricing-and-taxes.md "Payment"). */
function PaymentNote({ booking }: { booking: ReservationView & { invoice: NonNullable<ReservationView['invoice']> } }) {
  const { t } = useTranslation('reservation');
  const { t: tBookings } = useTranslation('bookings');
  const language = useLanguage();
  if (booking.invoice.status !== 'agreed') return null;
  const { payment, tip } = booking;
  const tipLine = tip && tip.amountCents > 0 && (
    <p className="mt-1 text-sm text-slate-800" data-testid="tip">
      {t(booking.viewer === 'professional' ? 'payment.tipForPro' : 'payment.tip', {
        amount: formatMoney(tip.amountCents, language, { alwaysCents: true }),
      })}
    </p>
  );
  // With a saved card HomeMate charges it (CardPayment says how it goes): nothing to hand the pro.
  if (!payment && booking.cardPayment) return tipLine || null;
  if (!payment)
    return (
      <>
        <p className="mt-2 text-sm text-slate-700">
          {t(tip && tip.amountCents > 0 ? 'payment.payDirectlyWithTip' : 'payment.payDirectly')}
        </p>
        {tipLine}
      </>
    );
  return (
    <>
      <p className="mt-2 text-sm font-semibold text-green-900" data-testid="payment">
        {t('payment.paid', { date: formatDay(payment.paidOn, language), method: tBookings(`paymentMethods.${payment.method}`) })}
      </p>
      {tipLine}
      {booking.receipt && <ReceiptDownload bookingNumber={booking.bookingNumber} receipt={booking.receipt} />}
    </>
  );
}

/** The paid job's receipt as a PDF, in the reader's language (docs/pricing-and-taxes.md "Receipts"). */
export function ReceiptDownload({ bookingNumber, receipt }: { bookingNumber: string; receipt: { number: string } }) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [download, { isLoading, error }] = useDownloadReceiptMutation();
  const save = async () => {
    try {
      const url = await download({ bookingNumber, language }).unwrap();
      downloadObjectUrl(url, t('receipt.fileName', { number: receipt.number }));
    } catch {
      // The alert below says why.
    }
  };
  return (
    <div className="mt-3">
      {error && (
        <FormAlert tone="error" focusOnShow>
          {translateApiError(error as Parameters<typeof translateApiError>[0], tErrors)}
        </FormAlert>
      )}
      <button
        type="button"
        onClick={() => void save()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className="mt-1 inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {isLoading ? t('receipt.downloading') : t('receipt.download', { number: receipt.number })}
      </button>
    </div>
  );
}

/**
 * What the final price waits for, as the viewer may act on it: the customer approves it or
 * disputes it to support; an operator approves it once a dispute is settled; the pro is told.
 */
export function InvoiceDecision({ booking }: { booking: ReservationView & { invoice: NonNullable<ReservationView['invoice']> } }) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const [decide, { isLoading, error }] = useDecideInvoiceMutation();
  const [disputing, setDisputing] = useState(false);
  const { invoice, viewer, bookingNumber } = booking;
  const form = useRuleForm<{ reason: string }>({
    defaultValues: { reason: '' },
    check: ({ reason }) => ({
      reason: reason.trim() === '' ? 'reasonRequired' : reason.trim().length > DISPUTE_REASON_MAX_LENGTH ? 'reasonTooLong' : undefined,
    }),
    message: (key: 'reasonRequired' | 'reasonTooLong') => t(`invoice.${key}`, { max: DISPUTE_REASON_MAX_LENGTH }),
  });
  if (invoice.status === 'agreed') return null;
  const failure = error ? translateApiError(error, tErrors) : null;

  if (invoice.status === 'disputed')
    return (
      <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" data-testid="invoice-status">
        <p className="font-semibold">{t(`invoice.disputed.${viewer}`)}</p>
        {invoice.disputeReason && <p className="mt-1 whitespace-pre-line">{invoice.disputeReason}</p>}
        {viewer === 'admin' && (
          <button
            type="button"
            disabled={isLoading}
            className={`${BUTTON} mt-3`}
            onClick={() => void decide({ bookingNumber, decision: 'approve' })}
          >
            {t('invoice.approveSettled')}
          </button>
        )}
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
      </div>
    );

  return (
    <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950" data-testid="invoice-status">
      <p className="font-semibold">{t(`invoice.awaiting.${viewer}`)}</p>
      {viewer === 'customer' && <p className="mt-1">{t('invoice.awaitingLead')}</p>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {viewer !== 'professional' && !disputing && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="button" disabled={isLoading} className={BUTTON} onClick={() => void decide({ bookingNumber, decision: 'approve' })}>
            {t(viewer === 'admin' ? 'invoice.approveSettled' : 'invoice.approve')}
          </button>
          {viewer === 'customer' && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setDisputing(true)}>
              {t('invoice.dispute')}
            </button>
          )}
        </div>
      )}
      {viewer === 'customer' && disputing && (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={form.onSubmit(({ reason }) => void decide({ bookingNumber, decision: 'dispute', reason: reason.trim() }), {
            busy: isLoading,
          })}
        >
          <TextareaField label={t('invoice.reason')} hint={t('invoice.reasonHint')} rows={3} required {...form.field('reason')} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={isLoading} busyLabel={t('invoice.sending')}>
              {t('invoice.sendDispute')}
            </SubmitButton>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setDisputing(false)}>
              {t('invoice.back')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

const BUTTON = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800';
const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50';
