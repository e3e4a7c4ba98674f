import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRuleForm } from '../../../hooks/use-rule-form';

/** The field error codes of the contracts' reason rules (moderationReasonError, applicationReasonError), as message keys. */
const REASON_PROBLEMS = {
  REQUIRED: 'required',
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
  INVALID_TEXT: 'invalidText',
} as const;
export type ReasonProblem = (typeof REASON_PROBLEMS)[keyof typeof REASON_PROBLEMS];

export const reasonProblemOf = (code: string | null | undefined): ReasonProblem | undefined =>
  code && code in REASON_PROBLEMS ? REASON_PROBLEMS[code as keyof typeof REASON_PROBLEMS] : undefined;

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the action is on, as the operator recognises it (a post's title, a comment's first words); none: no quote. */
  quote?: string;
  /** What the action does, and who reads the reason. */
  description: string;
  /** The text field: its label and hint. */
  label: string;
  hint: string;
  /** Whether the text may be left blank (a note rather than a reason). */
  optional?: boolean;
  /** The contracts' rule of the text: a field error code, or null. */
  rule: (value: string) => string | null;
  /** A problem's text. */
  message: (problem: ReasonProblem) => string;
  submitLabel: string;
  busyLabel: string;
  cancelLabel: string;
  /** Other controls under the text (e.g. "e-mail the applicant"). */
  children?: ReactNode;
  busy: boolean;
  /** The API's refusal, translated; null when none. */
  error: string | null;
  /** The trimmed text; answers a field error code of the API's 400, if any. */
  onSubmit: (reason: string) => Promise<string | undefined>;
}

/**
 * An operator's action that asks why (docs/operations.md): hiding content, declining an application.
 * A Radix dialog: focus goes to the text, stays inside, Escape closes it unless the request runs,
 * and focus goes back to the button that opened it (the caller's).
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  quote,
  description,
  label,
  hint,
  optional = false,
  rule,
  message,
  submitLabel,
  busyLabel,
  cancelLabel,
  children,
  busy,
  error,
  onSubmit,
}: ReasonDialogProps) {
  const form = useRuleForm<{ reason: string }>({
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reasonProblemOf(rule(reason)) }),
    message: (key) => message(key as ReasonProblem),
  });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) form.reset({ reason: '' });
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.setFocus('reason');
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <Dialog.Title className="text-xl font-bold break-words text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-slate-700">
              {quote !== undefined && (
                <blockquote className="border-l-4 border-slate-200 pl-3 break-words text-slate-600">{quote}</blockquote>
              )}
              <p>{description}</p>
            </div>
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={form.onSubmit(
              async ({ reason }) => {
                const problem = reasonProblemOf(await onSubmit(reason.trim()));
                if (problem) form.setErrors({ reason: problem });
              },
              { busy },
            )}
          >
            <TextareaField label={label} hint={hint} rows={3} required={!optional} {...form.field('reason')} />
            {children}
            {error && <FormAlert tone="error">{error}</FormAlert>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close
                disabled={busy}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {cancelLabel}
              </Dialog.Close>
              <SubmitButton busy={busy} busyLabel={busyLabel}>
                {submitLabel}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
