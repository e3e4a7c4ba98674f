import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, type ProAssignedJobView } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { translateOwnJobError } from '../../../lib/api-error';
import { useJobStepMutation } from '../api';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay } from '../../dashboard';
import { ArrivalForm } from './arrival-form';
import { CompleteJobForm } from './complete-job-form';
import { JobMoney } from './job-money';
import { JobStatusBadge, JobSummary } from './job-summary';
import { CARD, PRIMARY, SECONDARY } from './pro-shell';

/** An accepted job: the customer's details, the next steps the state machine allows, the thread. */
export function MyJobCard({ job }: { job: ProAssignedJobView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const { t: tBooking } = useTranslation('booking');
  const [step, { isLoading, error }] = useJobStepMutation();
  const language = useLanguage();
  const { customer } = job;
  const can = (action: string) => (job.allowedActions as string[]).includes(action);
  // Completing opens the final invoice's form.
  const [completing, setCompleting] = useState(false);

  return (
    <li className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <JobSummary job={job} />
        <JobStatusBadge job={job} />
      </div>
      <section aria-label={t('mine.customer')} className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-semibold">
          {customer.firstName} {customer.lastName}
        </p>
        <p>
          {customer.address}
          {customer.apartment ? `, ${t('mine.apartment', { apartment: customer.apartment })}` : ''}, {customer.city} {customer.postalCode}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4">
          <a className="font-semibold text-brand-800 underline" href={`tel:${customer.phone}`}>
            {formatPhone(customer.phone)}
          </a>
          <a className="text-brand-800 underline" href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </p>
        {customer.description && <p className="mt-2 whitespace-pre-line text-slate-700">{customer.description}</p>}
        {customer.accessNotes && (
          <p className="mt-2">
            <span className="font-semibold">{t('mine.access')}</span> {customer.accessNotes}
          </p>
        )}
        {(customer.parking || customer.parkingNotes) && (
          <p className="mt-1">
            <span className="font-semibold">{t('mine.parking')}</span>{' '}
            {[customer.parking && tBooking(`parking.${customer.parking}`), customer.parkingNotes].filter(Boolean).join(' · ')}
          </p>
        )}
      </section>

      {can('en_route') && <ArrivalForm job={job} mode="enRoute" />}
      {job.timelineStatus === 'en_route' && <ArrivalForm job={job} mode="revise" />}
      {job.timelineStatus === 'pro_assigned' && !can('start') && (
        <p className="mt-4 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {t('steps.onTheDay', { date: formatDay(job.scheduledDate, language) })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {can('start') && (
          <button
            type="button"
            disabled={isLoading}
            className={can('en_route') ? SECONDARY : PRIMARY}
            onClick={() => void step({ bookingNumber: job.bookingNumber, action: 'start' })}
          >
            {t('steps.start')}
          </button>
        )}
        {can('complete') && !completing && (
          <button type="button" disabled={isLoading} className={PRIMARY} onClick={() => setCompleting(true)}>
            {t('steps.complete')}
          </button>
        )}
        <Link to={`${paths.reservation.getHref(job.bookingNumber)}?tab=messages`} className={SECONDARY}>
          {t('mine.thread')}
        </Link>
      </div>
      {can('complete') && completing && <CompleteJobForm job={job} onCancel={() => setCompleting(false)} />}
      {job.money && <JobMoney job={job} money={job.money} />}
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {translateOwnJobError(error, tErrors)}
        </p>
      )}
    </li>
  );
}
