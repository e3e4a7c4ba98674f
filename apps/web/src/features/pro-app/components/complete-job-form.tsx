import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@hm/catalog';
import { finalInvoiceTotals, WORKED_DURATIONS, type ProAssignedJobView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import type { FieldMessages } from '../../../lib/form/rule-resolver';
import { useJobStepMutation } from '../api';
import { centsOf } from '../../../lib/money-input';
import {
  checkInvoice,
  initialInvoiceValues,
  invoiceFieldOf,
  MATERIAL_LINES_MAX,
  toInvoiceRequest,
  type InvoiceProblem,
  type InvoiceValues,
} from '../invoice-form';
import { SECONDARY } from './pro-shell';

/** The API's 400 with a code per field, if that is what `error` is. */
function apiFields(error: unknown): Record<string, string[]> | null {
  const data = (error as { data?: { code?: string; fields?: Record<string, string[]> } } | undefined)?.data;
  return data?.code === 'VALIDATION_FAILED' && data.fields ? data.fields : null;
}

/**
 * Completing a job records its final invoice (docs/pricing-and-taxes.md "The final price"): the
 * time worked for an hourly service or the work's price, the materials as lines, a note. The total
 * shown is before any HomeMate offer, which HomeMate pays; above the estimate's margin, the
 * customer approves it before anything is charged.
 */
export function CompleteJobForm({ job, onCancel }: { job: ProAssignedJobView; onCancel: () => void }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [step, { isLoading }] = useJobStepMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const hourly = job.priceKind === 'from_hour';
  const form = useRuleForm<InvoiceValues>({
    defaultValues: initialInvoiceValues(job.priceKind, job.priceCents, language),
    check: checkInvoice(job.priceKind),
    message: (key: InvoiceProblem) => t(`invoice.errors.${key}`),
  });
  const lines = useFieldArray({ control: form.control, name: 'materials' });
  const values = useWatch({ control: form.control }) as InvoiceValues;
  const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
  useEffect(() => heading.current?.focus(), []);

  // The total as it stands, counting only what reads as an amount so far.
  const totals = finalInvoiceTotals(job, null, {
    minutesWorked: Number(values.minutes) || 0,
    workCents: centsOf(values.work ?? '') ?? 0,
    materials: (values.materials ?? []).map((line) => ({ description: line.description, amountCents: centsOf(line.amount) ?? 0 })),
  });

  const onValid = async (valid: InvoiceValues) => {
    try {
      await step({ bookingNumber: job.bookingNumber, action: 'complete', invoice: toInvoiceRequest(job.priceKind, valid) }).unwrap();
    } catch (error) {
      const fields = apiFields(error);
      const mapped = fields
        ? Object.fromEntries(
            Object.entries(fields).flatMap(([field, codes]) => {
              const name = invoiceFieldOf(field);
              return name
                ? [[name, codes[0] === 'INVALID_AMOUNT' ? 'amountInvalid' : codes[0] === 'REQUIRED' ? 'required' : 'tooLong']]
                : [];
            }),
          )
        : {};
      if (Object.keys(mapped).length > 0) form.setErrors(mapped as FieldMessages<InvoiceValues>);
      else setFailure(translateApiError(error as Parameters<typeof translateApiError>[0], tErrors));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailure(null) })}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <div>
        <h3 ref={heading} id={headingId} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
          {t('invoice.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('invoice.lead')}</p>
      </div>
      {failure && (
        <FormAlert tone="error" focusOnShow>
          {failure}
        </FormAlert>
      )}
      {hourly ? (
        <SelectField label={t('invoice.minutes')} {...form.field('minutes')}>
          <option value="">{t('invoice.chooseDuration')}</option>
          {WORKED_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('invoice.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') })}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={t('invoice.work')} hint={t('invoice.workHint')} inputMode="decimal" required {...form.field('work')} />
      )}

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('invoice.materials')}</legend>
        {lines.fields.length === 0 && <p className="mt-1 text-sm text-slate-600">{t('invoice.noMaterials')}</p>}
        <ul className="mt-2 space-y-3">
          {lines.fields.map((line, index) => (
            <li key={line.id} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start">
              <TextField
                label={t('invoice.materialDescription', { number: index + 1 })}
                required
                {...form.field(`materials.${index}.description`)}
              />
              <TextField
                label={t('invoice.materialAmount', { number: index + 1 })}
                inputMode="decimal"
                required
                {...form.field(`materials.${index}.amount`)}
              />
              <button type="button" className={`${SECONDARY} sm:mt-7`} onClick={() => lines.remove(index)}>
                {t('invoice.removeMaterial', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
        {lines.fields.length < MATERIAL_LINES_MAX && (
          <button type="button" className={`${SECONDARY} mt-3`} onClick={() => lines.append({ description: '', amount: '' })}>
            {t('invoice.addMaterial')}
          </button>
        )}
      </fieldset>

      <TextareaField label={t('invoice.note')} rows={3} {...form.field('note')} />

      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" aria-live="polite">
        <span className="font-semibold">{t('invoice.total', { total: money(totals.totalCents) })}</span>{' '}
        {t('invoice.totalDetails', { subtotal: money(totals.subtotalCents), taxes: money(totals.gstCents + totals.qstCents) })}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={isLoading} busyLabel={t('invoice.submitting')}>
          {t('invoice.submit')}
        </SubmitButton>
        <button type="button" className={SECONDARY} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
