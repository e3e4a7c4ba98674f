import { formatMoney } from '@hm/catalog';
import type { ProJobView } from '@hm/contracts';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay, formatTime, serviceLabel } from '../../dashboard';
import { formatArrival } from '../format';

/** What every card of a job shows: the sub-service, when, where (the area), the price. */
export function JobSummary({ job }: { job: ProJobView }) {
  const { t } = useTranslation('proApp');
  const language = useLanguage();
  const clock = useClock();
  const label = serviceLabel(job, language);
  const price =
    job.priceCents === null
      ? t('price.quote')
      : t(`price.${job.priceKind}`, { amount: formatMoney(job.priceCents, language, { alwaysCents: true }) });
  return (
    <div>
      <p className="text-sm font-medium text-slate-600">{label.service}</p>
      <h3 className="text-lg font-bold text-slate-900">{label.option}</h3>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="font-semibold">{t('job.when')}</dt>
          <dd>
            {formatDay(job.scheduledDate, language)} · {formatTime(job.scheduledTime, language, clock)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t('job.area')}</dt>
          <dd>
            {job.area.fsa} · {job.area.city}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t('job.price')}</dt>
          <dd>{price}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-semibold">{t('job.number')}</dt>
          <dd>{job.bookingNumber}</dd>
        </div>
        {job.estimatedArrival && job.timelineStatus === 'en_route' && (
          <div className="flex gap-1">
            <dt className="font-semibold">{t('job.eta')}</dt>
            <dd>{formatArrival(job.estimatedArrival, language)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

const STATUS_TONE: Record<string, string> = {
  waiting_for_pro: 'bg-amber-100 text-amber-900',
  pro_assigned: 'bg-sky-100 text-sky-900',
  en_route: 'bg-indigo-100 text-indigo-900',
  in_progress: 'bg-violet-100 text-violet-900',
  completed: 'bg-green-100 text-green-900',
};

/** The job's step in words ('Accepted', 'On the way'…); a cancelled job says so. */
export function JobStatusBadge({ job }: { job: ProJobView }) {
  const { t } = useTranslation('proApp');
  const cancelled = job.status === 'cancelled';
  const tone = cancelled ? 'bg-slate-200 text-slate-800' : (STATUS_TONE[job.timelineStatus] ?? 'bg-slate-100 text-slate-800');
  return (
    <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${tone}`}>
      {cancelled ? t('status.cancelled') : t(`status.${job.timelineStatus}`)}
    </span>
  );
}
