import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH, ModerationReasonError, moderationReasonError } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRuleForm } from '../../../hooks/use-rule-form';

/** The reason rule's codes, as the form's message keys. */
const REASON_PROBLEMS = {
  [ModerationReasonError.Required]: 'required',
  [ModerationReasonError.TooShort]: 'tooShort',
  [ModerationReasonError.TooLong]: 'tooLong',
  [ModerationReasonError.InvalidText]: 'invalidText',
} as const;
type ReasonProblem = (typeof REASON_PROBLEMS)[ModerationReasonError];

export const reasonProblemOf = (code: string | undefined): ReasonProblem | undefined =>
  code && code in REASON_PROBLEMS ? REASON_PROBLEMS[code as ModerationReasonError] : undefined;

interface HideContentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Hide the post “…”" or "Hide this comment". */
  title: string;
  /** What is hidden, as the operator recognises it (the title, the comment's first words). */
  quote: string;
  busy: boolean;
  /** The API's refusal, translated; null when none. */
  error: string | null;
  /** The trimmed reason; answers a field error code of the API's 400, if any. */
  onHide: (reason: string) => Promise<string | undefined>;
}

/**
 * Hiding a post or a comment asks why (docs/operations.md "Content moderation"): a reason of 3 to 500
 * characters, sent to the author. A Radix dialog: focus goes to the reason, stays inside, Escape
 * closes it unless the request runs, and focus goes back to the row's button (the caller's).
 */
export function HideContentDialog({ open, onOpenChange, title, quote, busy, error, onHide }: HideContentDialogProps) {
  const { t } = useTranslation('admin');
  const form = useRuleForm<{ reason: string }>({
    defaultValues: { reason: '' },
    check: ({ reason }) => ({ reason: reasonProblemOf(moderationReasonError(reason) ?? undefined) }),
    message: (key: ReasonProblem) => t(`content.errors.${key}`, { min: MODERATION_REASON_MIN_LENGTH, max: MODERATION_REASON_MAX_LENGTH }),
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
              <blockquote className="border-l-4 border-slate-200 pl-3 break-words text-slate-600">{quote}</blockquote>
              <p>{t('content.hide.description')}</p>
            </div>
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={form.onSubmit(
              async ({ reason }) => {
                const problem = reasonProblemOf(await onHide(reason.trim()));
                if (problem) form.setErrors({ reason: problem });
              },
              { busy },
            )}
          >
            <TextareaField
              label={t('content.hide.reason')}
              hint={t('content.hide.hint', { min: MODERATION_REASON_MIN_LENGTH, max: MODERATION_REASON_MAX_LENGTH })}
              rows={3}
              required
              {...form.field('reason')}
            />
            {error && <FormAlert tone="error">{error}</FormAlert>}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close
                disabled={busy}
                className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {t('content.hide.cancel')}
              </Dialog.Close>
              <SubmitButton busy={busy} busyLabel={t('content.hide.sending')}>
                {t('content.hide.send')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
