import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';

export interface Review {
  name: string;
  initials: string;
  location: string;
  service: string;
  rating: string;
  text: string;
  /** ISO date of the review. */
  date: string;
  bookings: string;
  satisfaction: string;
}

const DATE_LOCALES = { fr: 'fr-CA', en: 'en-US' } as const;

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

/** One customer review: no photo, initials instead. */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation('landing');
  const language = useLanguage();
  const rating = Number(review.rating);
  const date = new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(review.date));
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span role="img" aria-label={t('reviews.ratingLabel', { rating })}>
          <Stars rating={rating} />
        </span>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{review.service}</span>
      </div>
      <blockquote className="mt-3 flex-1 text-slate-700">
        <p>“{review.text}”</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {review.initials}
        </span>
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">{review.name}</span>
          <span className="block text-slate-600">
            {review.location} · <time dateTime={review.date}>{date}</time>
          </span>
        </span>
      </figcaption>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-600">
        <span className="font-semibold text-green-800">✓ {t('reviews.verified')}</span>
        <span>{t('reviews.bookings', { count: Number(review.bookings) })}</span>
        <span>{t('reviews.satisfaction', { value: review.satisfaction })}</span>
      </p>
    </figure>
  );
}
