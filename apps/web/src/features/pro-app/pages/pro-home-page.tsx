import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@hm/catalog';
import { paths } from '../../../config/paths';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { formatDay, formatInstantDay, formatTime, serviceLabel } from '../../dashboard';
import { useProHomeQuery } from '../api';
import { CARD, LoadState, ProShell } from '../components/pro-shell';
import { JobStatusBadge } from '../components/job-summary';
import { ReviewReply } from '../components/review-reply';
import { useProLiveUpdates } from '../use-pro-live-updates';
import { useRefetchOnFocus } from '../use-refetch-on-focus';

/** Home: today's earnings, completed jobs, rating, upcoming bookings and recent reviews. */
export function ProHomePage() {
  const title = usePageTitle('proHome');
  return (
    <ProShell title={title}>
      <HomeCards />
    </ProShell>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="text-amber-500">
      {'★'.repeat(Math.round(rating))}
      <span className="text-slate-300">{'★'.repeat(5 - Math.round(rating))}</span>
    </span>
  );
}

function HomeCards() {
  const { t } = useTranslation('proApp');
  const language = useLanguage();
  const clock = useClock();
  const session = useSession();
  const home = useProHomeQuery(undefined, { skip: session.status !== 'signed-in' });
  useProLiveUpdates();
  useRefetchOnFocus(() => void home.refetch());
  const data = home.data;
  if (!data) return <LoadState loading={home.isLoading || home.isFetching} failed={home.isError} onRetry={() => void home.refetch()} />;

  const rating =
    data.ratingAverage === null
      ? t('home.noRating')
      : t('home.ratingValue', {
          average: data.ratingAverage.toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA'),
          count: data.ratingCount,
        });
  return (
    <div className="space-y-5">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <li className="col-span-2 rounded-2xl bg-brand-700 p-4 text-white shadow-sm sm:col-span-1 sm:p-5">
          <p className="text-sm font-medium text-white/90">{t('home.earningsToday')}</p>
          <p className="mt-1 text-3xl font-bold">{formatMoney(data.earningsTodayCents, language, { alwaysCents: true })}</p>
        </li>
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('home.completed')}</p>
          <p className="mt-1 text-3xl font-bold text-slate-900">{data.completedJobsCount}</p>
        </li>
        <li className={CARD}>
          <p className="text-sm font-medium text-slate-600">{t('home.rating')}</p>
          <p className="mt-1 text-lg font-bold text-slate-900">{rating}</p>
        </li>
      </ul>

      <section aria-labelledby="pro-upcoming" className={CARD}>
        <div className="flex items-center justify-between gap-3">
          <h2 id="pro-upcoming" className="text-lg font-bold text-slate-900">
            {t('home.upcoming')}
          </h2>
          <Link to={paths.proJobs.getHref()} className="text-sm font-semibold text-brand-800 underline">
            {t('home.allJobs')}
          </Link>
        </div>
        {data.upcoming.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('home.noUpcoming')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.upcoming.map((job) => (
              <li key={job.bookingNumber} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{serviceLabel(job, language).option}</p>
                  <p className="text-sm text-slate-600">
                    {formatDay(job.scheduledDate, language)} · {formatTime(job.scheduledTime, language, clock)} · {job.customer.firstName}{' '}
                    {job.customer.lastName} · {job.area.city}
                  </p>
                </div>
                <JobStatusBadge job={job} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pro-reviews" className={CARD}>
        <h2 id="pro-reviews" className="text-lg font-bold text-slate-900">
          {t('home.reviews')}
        </h2>
        {data.recentReviews.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('home.noReviews')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.recentReviews.map((review) => (
              <li key={review.bookingNumber} className="py-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Stars rating={review.rating} label={t('home.stars', { rating: review.rating })} />
                  <span className="font-semibold text-slate-900">{review.customerFirstName}</span>
                  <span className="text-sm text-slate-500">{formatInstantDay(review.createdAt, language)}</span>
                </p>
                {review.comment && <p className="mt-1 text-slate-700">{review.comment}</p>}
                <ReviewReply review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
