import { useTranslation } from 'react-i18next';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH, moderationReasonError } from '@hm/contracts';
import { ReasonDialog } from './reason-dialog';

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
 * characters, sent to the author, in the console's reason dialog.
 */
export function HideContentDialog({ open, onOpenChange, title, quote, busy, error, onHide }: HideContentDialogProps) {
  const { t } = useTranslation('admin');
  const limits = { min: MODERATION_REASON_MIN_LENGTH, max: MODERATION_REASON_MAX_LENGTH };
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      quote={quote}
      description={t('content.hide.description')}
      label={t('content.hide.reason')}
      hint={t('content.hide.hint', limits)}
      rule={moderationReasonError}
      message={(problem) => t(`content.errors.${problem}`, limits)}
      submitLabel={t('content.hide.send')}
      busyLabel={t('content.hide.sending')}
      cancelLabel={t('content.hide.cancel')}
      busy={busy}
      error={error}
      onSubmit={onHide}
    />
  );
}
