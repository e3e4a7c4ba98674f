import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX_LENGTH, reviewReplyError, type ProReviewView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { useReplyToReviewMutation } from '../api';

/** The pro's one public answer to a review (docs/verified-trades.md "Reviews"): the answer once given, else the form. */
export function ReviewReply({ review }: { review: ProReviewView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [send, { isLoading, error }] = useReplyToReviewMutation();
  const form = useRuleForm({
    defaultValues: { reply: '' },
    check: ({ reply }) => {
      const problem = reviewReplyError(reply);
      return problem ? { reply: problem } : {};
    },
    message: (key) => t(`home.replyErrors.${key as 'REQUIRED' | 'TOO_LONG' | 'INVALID_TEXT'}`),
  });
  if (review.reply)
    return (
      <p className="mt-2 border-l-2 border-brand-200 pl-3 text-sm text-slate-700">{t('home.replyYours', { text: review.reply.text })}</p>
    );
  return (
    <form
      onSubmit={form.onSubmit(({ reply }) => send({ bookingNumber: review.bookingNumber, reply: reply.trim() }), { busy: isLoading })}
      noValidate
      className="mt-2 space-y-2"
    >
      <TextareaField label={t('home.replyLabel')} rows={2} maxLength={REVIEW_REPLY_MAX_LENGTH} {...form.field('reply')} />
      {error && <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>}
      <SubmitButton busy={isLoading} busyLabel={t('home.replySending')}>
        {t('home.replySubmit')}
      </SubmitButton>
    </form>
  );
}
