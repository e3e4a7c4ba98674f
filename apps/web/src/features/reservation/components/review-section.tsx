import { forwardRef, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_RATING_MIN, type BookingReviewView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm } from '../../../hooks/use-rule-form';
import { specificApiErrorKey, type ErrorMessageKey } from '../../../lib/api-error';
import { useCreateReviewMutation } from '../api';
import { formatDay } from '../format';
import { RequiredMark } from '../../../components/ui/required-mark';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, index) => REVIEW_RATING_MIN + index);

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`pointer-events-none size-8 ${filled ? 'text-amber-500' : 'text-slate-300'}`}
      fill="currentColor"
    >
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5z" />
    </svg>
  );
}

/** The stored review (shown on the reservation once left). */
export function ReviewDisplay({ review }: { review: BookingReviewView }) {
  const { t } = useTranslation('reservation');
  const language = useLanguage();
  return (
    <div>
      <p className="flex items-center gap-1" role="img" aria-label={t('review.ratingValue', { rating: review.rating })}>
        {RATINGS.map((value) => (
          <Star key={value} filled={value <= review.rating} />
        ))}
      </p>
      {review.comment && <p className="mt-2 break-words whitespace-pre-line text-slate-800">{review.comment}</p>}
      <p className="mt-1 text-sm text-slate-500">{t('review.postedOn', { date: formatDay(review.createdAt, language) })}</p>
    </div>
  );
}

interface ReviewValues {
  /** The radio's value: '' until a star is chosen. */
  rating: string;
  comment: string;
}

type ReviewProblem = 'ratingRequired' | 'commentRequired' | 'commentTooLong';

function checkReview({ rating, comment }: ReviewValues): Partial<Record<keyof ReviewValues, ReviewProblem>> {
  const text = comment.trim();
  return {
    rating: rating === '' ? 'ratingRequired' : undefined,
    comment: text === '' ? 'commentRequired' : text.length > REVIEW_COMMENT_MAX_LENGTH ? 'commentTooLong' : undefined,
  };
}

/**
 * Leave Review (only while `can.review`): a 1–5 rating as a radio group drawn as stars
 * (arrow keys move between them, as in any radio group) and a text.
 */
export const ReviewForm = forwardRef<HTMLHeadingElement, { bookingNumber: string }>(function ReviewForm({ bookingNumber }, headingRef) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const ratingErrorId = useId();
  const form = useRuleForm<ReviewValues>({
    defaultValues: { rating: '', comment: '' },
    check: checkReview,
    message: (key: ReviewProblem) =>
      key === 'commentTooLong' ? t('review.commentTooLong', { max: REVIEW_COMMENT_MAX_LENGTH }) : t(`review.${key}`),
  });
  const rating = Number(useWatch({ control: form.control, name: 'rating' })) || null;
  const [failure, setFailure] = useState<{ key?: ErrorMessageKey } | null>(null);
  const [create, { isLoading }] = useCreateReviewMutation();

  const onValid = async (values: ReviewValues) => {
    try {
      await create({ bookingNumber, review: { rating: Number(values.rating), comment: values.comment.trim() } }).unwrap();
    } catch (error) {
      setFailure({ key: specificApiErrorKey(error as Parameters<typeof specificApiErrorKey>[0]) });
    }
  };

  // The group's one message goes under the stars, not under each.
  const { error: ratingError, ...ratingField } = form.field('rating');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onValid, { busy: isLoading, onAttempt: () => setFailure(null) })}
      aria-labelledby={headingId}
      className="space-y-4"
    >
      <div>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          {t('review.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('review.lead')}</p>
      </div>
      {failure && (
        <FormAlert tone="error" focusOnShow>
          {failure.key && failure.key !== 'VALIDATION_FAILED' ? tErrors(failure.key) : t('review.failed')}
        </FormAlert>
      )}
      <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
        <legend className="text-sm font-semibold text-slate-800">
          {t('review.rating')}
          <RequiredMark />
        </legend>
        <div className="mt-1 flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded-md p-0.5 has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                value={value}
                {...ratingField}
                // Invisible but covering the star, so a click or tap lands on the radio itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{t('review.star', { count: value })}</span>
              <Star filled={rating !== null && value <= rating} />
            </label>
          ))}
        </div>
        <div id={ratingErrorId} aria-live="polite">
          {ratingError && <p className="mt-1 text-sm font-medium text-red-700">{ratingError}</p>}
        </div>
      </fieldset>
      <TextareaField label={t('review.comment')} rows={4} {...form.field('comment')} />
      <SubmitButton busy={isLoading} busyLabel={t('review.submitting')}>
        {t('review.submit')}
      </SubmitButton>
    </form>
  );
});
