import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { DIRECT_PAYMENT_METHODS, todayInToronto, type ProAssignedJobView, type ProJobMoneyView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { formatDay } from '../../dashboard';
import { useRecordPaymentMutation } from '../api';
import { centsOf } from '../../../lib/money-input';

interface PaymentValues {
  method: string;
  paidOn: string;
  tip: string;
}

/**
 * A completed job's money for its pro (docs/pricing-and-taxes.md "Payment"): the final price's
 * state, what to collect from the customer, and the record of how and when they paid.
 */
export function JobMoney({ job, money }: { job: ProAssignedJobView; money: ProJobMoneyView }) {
  const { t } = useTranslation('proApp');
  const { t: tBookings } = useTranslation('bookings');
  const language = useLanguage();
  const amount = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const { payment, tip } = money;
  const tipCents = tip?.amountCents ?? 0;
  return (
    <section aria-label={t('payment.heading')} className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800" data-testid="job-money">
      {money.invoiceStatus !== 'agreed' ? (
        <p>{t(`payment.${money.invoiceStatus}`, { total: amount(money.collectCents) })}</p>
      ) : payment ? (
        <p className="font-semibold text-green-900">
          {t('payment.paid', {
            amount: amount(payment.amountCents),
            method: tBookings(`paymentMethods.${payment.method}`),
            date: formatDay(payment.paidOn, language),
          })}
          {tipCents > 0 &&
            ` ${t(payment.method === 'card' ? 'payment.tipByCard' : tip!.givenAt > payment.recordedAt ? 'payment.tipAfterPayment' : 'payment.tip', { amount: amount(tipCents) })}`}
        </p>
      ) : money.byCard ? (
        <p className="font-semibold">{t('payment.byCard', { total: amount(money.collectCents + tipCents) })}</p>
      ) : (
        <>
          <p className="font-semibold">
            {tipCents > 0
              ? t('payment.collectWithTip', { total: amount(money.collectCents + tipCents), tip: amount(tipCents) })
              : t('payment.collect', { total: amount(money.collectCents) })}
          </p>
          {money.offerCents > 0 && <p className="mt-1">{t('payment.offer', { amount: amount(money.offerCents) })}</p>}
          <PaymentForm bookingNumber={job.bookingNumber} tipGiven={tip !== null} />
        </>
      )}
    </section>
  );
}

/** `tipGiven`: the customer already answered the tip in the app, so there is no tip to record here. */
function PaymentForm({ bookingNumber, tipGiven }: { bookingNumber: string; tipGiven: boolean }) {
  const { t } = useTranslation('proApp');
  const { t: tBookings } = useTranslation('bookings');
  const { t: tErrors } = useTranslation('errors');
  const [record, { isLoading }] = useRecordPaymentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayInToronto();
  const form = useRuleForm<PaymentValues>({
    defaultValues: { method: '', paidOn: today, tip: '' },
    check: ({ method, paidOn, tip }) => ({
      method: method === '' ? 'methodRequired' : undefined,
      paidOn: !/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > today ? 'dateInvalid' : undefined,
      tip: tip.trim() !== '' && centsOf(tip) === null ? 'amountInvalid' : undefined,
    }),
    message: (key: 'methodRequired' | 'dateInvalid' | 'amountInvalid') => t(`payment.errors.${key}`),
  });
  const { error: methodError, ...methodField } = form.field('method');

  const onValid = async ({ method, paidOn, tip }: PaymentValues) => {
    try {
      const tipCents = tipGiven || tip.trim() === '' ? 0 : (centsOf(tip) ?? 0);
      await record({ bookingNumber, method: method as (typeof DIRECT_PAYMENT_METHODS)[number], paidOn, tipCents }).unwrap();
    } catch (error) {
      setFailure(translateApiError(error as Parameters<typeof translateApiError>[0], tErrors));
    }
  };

  return (
    <form noValidate className="mt-3 space-y-3" onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailure(null) })}>
      {failure && (
        <FormAlert tone="error" focusOnShow>
          {failure}
        </FormAlert>
      )}
      <fieldset aria-describedby={methodError ? `${bookingNumber}-method-error` : undefined}>
        <legend className="font-semibold">{t('payment.method')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {DIRECT_PAYMENT_METHODS.map((method) => (
            <label key={method} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={method} {...methodField} className="size-5" />
              {tBookings(`paymentMethods.${method}`)}
            </label>
          ))}
        </div>
        {methodError && (
          <p id={`${bookingNumber}-method-error`} className="mt-1 font-medium text-red-700">
            {methodError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('payment.paidOn')} type="date" max={today} required {...form.field('paidOn')} />
        {!tipGiven && <TextField label={t('payment.tipReceived')} hint={t('payment.tipHint')} inputMode="decimal" {...form.field('tip')} />}
      </div>
      <SubmitButton busy={isLoading} busyLabel={t('payment.recording')}>
        {t('payment.record')}
      </SubmitButton>
    </form>
  );
}
