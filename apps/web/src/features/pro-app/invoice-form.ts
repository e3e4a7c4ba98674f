import {
  FINAL_INVOICE_MATERIAL_LINES_MAX,
  FINAL_INVOICE_NOTE_MAX_LENGTH,
  MATERIAL_DESCRIPTION_MAX_LENGTH,
  type FinalInvoiceRequest,
  type Language,
  type PriceKindOfJob,
} from '@hm/contracts';
import type { FieldMessages } from '../../lib/form/rule-resolver';
import { centsOf } from '../../lib/money-input';

// The pro's final invoice as a form (docs/pricing-and-taxes.md "The final price"): the rules are
// the contracts' (finalInvoiceErrors), said here the form's way; amounts are typed in dollars.

export interface InvoiceValues {
  /** Hourly services: minutes worked, as the select's value ('' until chosen). */
  minutes: string;
  /** Other services: the work's price in dollars, as typed. */
  work: string;
  materials: { description: string; amount: string }[];
  note: string;
}

export type InvoiceProblem = 'required' | 'amountInvalid' | 'descriptionRequired' | 'tooLong';

/** The form at first: the work's price is the estimate (written with the language's decimal mark), to change. */
export function initialInvoiceValues(priceKind: PriceKindOfJob, priceCents: number | null, language: Language): InvoiceValues {
  const estimate = priceCents === null ? '' : (priceCents / 100).toFixed(2);
  return {
    minutes: '',
    work: priceKind !== 'from_hour' ? (language === 'fr' ? estimate.replace('.', ',') : estimate) : '',
    materials: [],
    note: '',
  };
}

export function checkInvoice(priceKind: PriceKindOfJob) {
  return (values: InvoiceValues): FieldMessages<InvoiceValues> => {
    const problems: Record<string, InvoiceProblem | undefined> = {};
    if (priceKind === 'from_hour') problems.minutes = values.minutes === '' ? 'required' : undefined;
    else problems.work = values.work.trim() === '' ? 'required' : centsOf(values.work) === null ? 'amountInvalid' : undefined;
    values.materials.forEach((line, index) => {
      const description = line.description.trim();
      problems[`materials.${index}.description`] =
        description === '' ? 'descriptionRequired' : description.length > MATERIAL_DESCRIPTION_MAX_LENGTH ? 'tooLong' : undefined;
      problems[`materials.${index}.amount`] = centsOf(line.amount) === null ? 'amountInvalid' : undefined;
    });
    problems.note = values.note.trim().length > FINAL_INVOICE_NOTE_MAX_LENGTH ? 'tooLong' : undefined;
    return problems as FieldMessages<InvoiceValues>;
  };
}

/** The request of valid values (checkInvoice passed). */
export function toInvoiceRequest(priceKind: PriceKindOfJob, values: InvoiceValues): FinalInvoiceRequest {
  return {
    ...(priceKind === 'from_hour' ? { minutesWorked: Number(values.minutes) } : { workCents: centsOf(values.work) ?? 0 }),
    materials: values.materials.map((line) => ({ description: line.description.trim(), amountCents: centsOf(line.amount) ?? 0 })),
    note: values.note.trim() || null,
  };
}

/** The form's field of a field the API named (`invoice.workCents`, `invoice.materials.0.amountCents`…). */
export function invoiceFieldOf(apiField: string): string | null {
  const path = apiField.replace(/^invoice\.?/, '');
  if (path === 'minutesWorked') return 'minutes';
  if (path === 'workCents') return 'work';
  if (path === 'note') return 'note';
  const line = /^materials\.(\d+)\.(description|amountCents)$/.exec(path);
  return line ? `materials.${line[1]}.${line[2] === 'amountCents' ? 'amount' : 'description'}` : null;
}

export const MATERIAL_LINES_MAX = FINAL_INVOICE_MATERIAL_LINES_MAX;
