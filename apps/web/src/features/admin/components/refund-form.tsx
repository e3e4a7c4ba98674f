import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { DISPUTE_REASON_MAX_LENGTH, type RefundRequest } from '@hm/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { centsOf } from '../../../lib/money-input';

interface RefundValues {
  amount: string;
  reason: string;
}

type RefundProblem = 'amountInvalid' | 'required' | 'reasonTooLong';

/**
 * An operator refunds part or all of a card payment (docs/payments-by-card.md "Refunds"): the amount,
 * up to what is left to refund, and the reason, kept in the money history.
 */
export function RefundForm({
  bookingNumber,
  refundableCents,
  busy,
  onRefund,
  onCancel,
}: {
  bookingNumber: string;
  refundableCents: number;
  busy: boolean;
  onRefund: (request: RefundRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const max = formatMoney(refundableCents, language, { alwaysCents: true });
  const form = useRuleForm<RefundValues>({
    defaultValues: { amount: '', reason: '' },
    check: ({ amount, reason }) => {
      const cents = centsOf(amount);
      return {
        amount: cents === null || cents < 1 || cents > refundableCents ? 'amountInvalid' : undefined,
        reason: reason.trim() === '' ? 'required' : reason.trim().length > DISPUTE_REASON_MAX_LENGTH ? 'reasonTooLong' : undefined,
      };
    },
    message: (key: RefundProblem) => t(`money.refund.errors.${key}`, { max, maxLength: DISPUTE_REASON_MAX_LENGTH }),
  });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={form.onSubmit(({ amount, reason }) => onRefund({ amountCents: centsOf(amount) ?? 0, reason: reason.trim() }), { busy })}
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('money.refund.heading', { number: bookingNumber })}
      </h4>
      <TextField
        label={t('money.refund.amount')}
        hint={t('money.refund.amountHint', { max })}
        inputMode="decimal"
        {...form.field('amount')}
      />
      <TextareaField label={t('money.refund.reason')} rows={2} {...form.field('reason')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={t('money.refund.sending')}>
          {t('money.refund.send')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800">
          {t('money.refund.cancel')}
        </button>
      </div>
    </form>
  );
}
