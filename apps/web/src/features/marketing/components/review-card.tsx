import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import type { PublicCustomerReview } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';

const MONTH_LOCALES = { fr: 'fr-CA', en: 'en-CA' } as const;

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5 text-amber-500">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className={`size-4 ${index < rating ? 'fill-current' : 'fill-slate-200'}`}>
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </span>
  );
}

/** 'YYYY-MM' as the page's language says a month: 'février 2026', 'February 2026'. */
function monthOf(month: string, language: keyof typeof MONTH_LOCALES): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(MONTH_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, monthNumber! - 1, 1)),
  );
}

/**
 * One customer's review of a completed job (docs/public-figures.md "Customers' reviews"): the stars,
 * the service, the customer's own words (marked with their language when it is not the page's, and
 * when it was recorded: not for reviews written before), their first name and initial, and the month. No photo: the initials instead.
 */
export function ReviewCard({ review }: { review: PublicCustomerReview }) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const service = getService(review.serviceId)?.name[language];
  const name = review.lastInitial ? `${review.firstName} ${review.lastInitial}` : review.firstName;
  const initials = `${Array.from(review.firstName)[0] ?? ''}${Array.from(review.lastInitial)[0] ?? ''}`.toUpperCase();
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span role="img" aria-label={t('reviews.ratingLabel', { rating: review.rating })}>
          <Stars rating={review.rating} />
        </span>
        {service && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{service}</span>}
      </div>
      <blockquote
        lang={review.language && review.language !== language ? review.language : undefined}
        className="mt-3 flex-1 text-slate-700"
      >
        <p className="break-words whitespace-pre-line">{t('reviews.quote', { text: review.comment })}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {initials}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{name}</span>
          <time dateTime={review.month} className="block text-slate-600">
            {monthOf(review.month, language)}
          </time>
        </span>
      </figcaption>
      <p className="mt-3 border-t border-slate-100 pt-3 text-xs font-semibold text-green-800">
        <span aria-hidden="true">✓ </span>
        {t('reviews.completedJob')}
      </p>
    </figure>
  );
}
