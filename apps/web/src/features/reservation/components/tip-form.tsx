import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { maxTipCents, TIP_PERCENTS, tipFromPercent, type GiveTipRequest, type ReservationView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { centsOf } from '../../../lib/money-input';
import { useGiveTipMutation } from '../api';
import { formatEventTime } from '../format';

interface TipValues {
  /** 'none', a percent of TIP_PERCENTS, or 'other' (an amount). */
  choice: string;
  amount: string;
}

type TipProblem = 'choiceRequired' | 'amountInvalid';

/** The request a valid form sends. */
export function toTipRequest({ choice, amount }: TipValues): GiveTipRequest {
  if (choice === 'none') return { amountCents: 0 };
  if (choice === 'other') return { amountCents: centsOf(amount) ?? 0 };
  return { percent: Number(choice) as (typeof TIP_PERCENTS)[number] };
}

/**
 * The customer's tip, while they may give it (docs/pricing-and-taxes.md "Tips"): none, a percent of
 * the work and materials before taxes, or an amount; all of it goes to the pro.
 */
export function TipForm({ booking }: { booking: ReservationView & { invoice: NonNullable<ReservationView['invoice']> } }) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const [give, { isLoading }] = useGiveTipMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  const { subtotalCents } = booking.invoice;
  const max = maxTipCents(subtotalCents);
  const form = useRuleForm<TipValues>({
    defaultValues: { choice: '', amount: '' },
    check: ({ choice, amount }) => {
      const cents = centsOf(amount);
      return {
        choice: choice === '' ? 'choiceRequired' : undefined,
        amount: choice === 'other' && (cents === null || cents === 0 || cents > max) ? 'amountInvalid' : undefined,
      };
    },
    message: (key: TipProblem) => t(`tip.errors.${key}`, { max: money(max) }),
  });
  const { error: choiceError, ...choiceField } = form.field('choice');
  const choice = form.watch('choice');
  const errorId = `tip-choice-error-${booking.bookingNumber}`;

  const onValid = async (values: TipValues) => {
    try {
      await give({ bookingNumber: booking.bookingNumber, tip: toTipRequest(values) }).unwrap();
    } catch (error) {
      setFailure(translateApiError(error as Parameters<typeof translateApiError>[0], tErrors));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="tip-heading"
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailure(null) })}
    >
      <h3 id="tip-heading" className="font-semibold text-slate-900">
        {t('tip.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('tip.intro', { until: formatEventTime(booking.tipUntil!, language) })}</p>
      {failure && (
        <FormAlert tone="error" focusOnShow>
          {failure}
        </FormAlert>
      )}
      <fieldset aria-describedby={choiceError ? errorId : undefined}>
        <legend className="sr-only">{t('tip.choose')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {['none', ...TIP_PERCENTS.map(String), 'other'].map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={option} {...choiceField} className="size-5" />
              {option === 'none'
                ? t('tip.none')
                : option === 'other'
                  ? t('tip.other')
                  : t('tip.percent', { percent: option, amount: money(tipFromPercent(subtotalCents, Number(option) as 10)) })}
            </label>
          ))}
        </div>
        {choiceError && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {choiceError}
          </p>
        )}
      </fieldset>
      {choice === 'other' && (
        <TextField label={t('tip.amount')} hint={t('tip.amountHint', { max: money(max) })} inputMode="decimal" {...form.field('amount')} />
      )}
      <SubmitButton busy={isLoading} busyLabel={t('tip.sending')}>
        {choice === 'none' ? t('tip.noTip') : t('tip.give')}
      </SubmitButton>
    </form>
  );
}
