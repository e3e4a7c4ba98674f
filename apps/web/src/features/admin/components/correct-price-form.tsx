import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPUTE_REASON_MAX_LENGTH, WORKED_DURATIONS, type AdminMoneyEntryView, type CorrectInvoiceRequest } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { centsOf } from '../../../lib/money-input';

interface CorrectionValues {
  minutes: string;
  work: string;
  reason: string;
}

type CorrectionProblem = 'required' | 'amountInvalid' | 'reasonTooLong';

/** The request a valid form sends: the time worked or the work's price, the materials as recorded, and why. */
export function toCorrection(entry: AdminMoneyEntryView, values: CorrectionValues): CorrectInvoiceRequest {
  return {
    invoice: {
      ...(entry.priceKind === 'from_hour' ? { minutesWorked: Number(values.minutes) } : { workCents: centsOf(values.work) ?? 0 }),
      materials: entry.materials,
    },
    reason: values.reason.trim(),
  };
}

/**
 * An operator corrects a final price not paid yet (docs/pricing-and-taxes.md "Operators"): the time
 * worked for hourly work or the work's price, the materials kept as the pro recorded them, and the
 * reason, kept in the money history. The corrected price is agreed at once.
 */
export function CorrectPriceForm({
  entry,
  busy,
  onCorrect,
  onCancel,
}: {
  entry: AdminMoneyEntryView;
  busy: boolean;
  onCorrect: (request: CorrectInvoiceRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const headingId = useId();
  const hourly = entry.priceKind === 'from_hour';
  const form = useRuleForm<CorrectionValues>({
    defaultValues: {
      minutes: entry.minutesWorked === null ? '' : String(entry.minutesWorked),
      work: (entry.workCents / 100).toFixed(2).replace('.', language === 'fr' ? ',' : '.'),
      reason: '',
    },
    check: ({ minutes, work, reason }) => ({
      minutes: hourly && minutes === '' ? 'required' : undefined,
      work: !hourly && centsOf(work) === null ? 'amountInvalid' : undefined,
      reason: reason.trim() === '' ? 'required' : reason.trim().length > DISPUTE_REASON_MAX_LENGTH ? 'reasonTooLong' : undefined,
    }),
    message: (key: CorrectionProblem) => t(`money.correction.errors.${key}`, { max: DISPUTE_REASON_MAX_LENGTH }),
  });
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={form.onSubmit((values) => onCorrect(toCorrection(entry, values)), { busy })}
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('money.correction.heading', { number: entry.bookingNumber })}
      </h4>
      {hourly ? (
        <SelectField label={t('money.correction.minutes')} {...form.field('minutes')}>
          <option value="">{t('money.correction.choose')}</option>
          {WORKED_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('money.correction.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={t('money.correction.work')} inputMode="decimal" {...form.field('work')} />
      )}
      {entry.materials.length > 0 && <p className="text-sm text-slate-700">{t('money.correction.materialsKept')}</p>}
      <TextareaField label={t('money.correction.reason')} rows={2} {...form.field('reason')} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyLabel={t('money.correction.saving')}>
          {t('money.correction.save')}
        </SubmitButton>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800">
          {t('money.correction.cancel')}
        </button>
      </div>
    </form>
  );
}
