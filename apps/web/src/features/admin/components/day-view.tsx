import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listServices } from '@hm/catalog';
import { BOOKING_TIME_ZONE, isIsoDate, todayInToronto, type AdminDayProView, type AdminDayWaitingView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { specificApiErrorKey } from '../../../lib/api-error';
import { formatTime } from '../../dashboard';
import { StatusBadge } from '../../reservation';
import { useAdminDayQuery, useAssignProfessionalMutation } from '../api';
import { DayCapacity } from './day-capacity';
import { ACTION_BUTTON, LoadState } from './load-state';

const BOOKABLE_SERVICES = listServices().filter((service) => service.availability === 'available');

const MONTREAL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BOOKING_TIME_ZONE,
});
/** An instant as 'HH:MM' on Montreal's clock, whatever the device's zone. */
const montrealTime = (iso: string): string => MONTREAL_CLOCK.format(new Date(iso));

type Message = { tone: 'success' | 'error'; text: string } | null;

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * One trade's day (docs/booking-rules.md "Operators' day view"): each approved pro's jobs and free
 * start times (an assigned job that has not started may go to another pro free then), and the
 * bookings waiting for a pro, each assignable to a pro free at its time.
 */
export function DayView() {
  const { t } = useTranslation('admin');
  const [date, setDate] = useState(() => todayInToronto());
  const [serviceId, setServiceId] = useState(BOOKABLE_SERVICES[0]?.id ?? '');
  const language = useLanguage();
  const validDate = isIsoDate(date);
  const day = useAdminDayQuery({ date, serviceId }, { skip: !validDate || !serviceId });
  const data = day.currentData;
  // Kept here: an assigned job leaves the waiting list, the message stays.
  const [message, setMessage] = useState<Message>(null);

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('day.date')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={validDate ? undefined : t('day.invalidDate')}
        />
        <SelectField label={t('day.trade')} value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
          {BOOKABLE_SERVICES.map((service) => (
            <option key={service.id} value={service.id}>
              {service.name[language]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={day.isFetching && !data} failed={day.isError} onRetry={() => void day.refetch()} />
      </div>
      {message && (
        <FormAlert tone={message.tone} className="mb-4">
          {message.text}
        </FormAlert>
      )}
      {data && (
        <div aria-busy={day.isFetching || undefined} className="space-y-8">
          <DayCapacity key={`${data.date}:${data.serviceId}:${data.capacity?.maxBookings ?? ''}`} day={data} onResult={setMessage} />
          <section aria-labelledby="day-pros">
            <h2 id="day-pros" className="text-xl font-semibold text-slate-900">
              {t('day.prosTitle')}
            </h2>
            {data.pros.length === 0 ? (
              <p className="py-4 text-slate-600">{t('day.noPros')}</p>
            ) : (
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {data.pros.map((pro) => (
                  <ProDay key={pro.id} pro={pro} pros={data.pros} onResult={setMessage} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="day-waiting">
            <h2 id="day-waiting" className="text-xl font-semibold text-slate-900">
              {t('day.waitingTitle')}
            </h2>
            {data.unassigned.length === 0 ? (
              <p className="py-4 text-slate-600">{t('day.waitingEmpty')}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {data.unassigned.map((job) => (
                  <WaitingJob key={job.bookingNumber} job={job} pros={data.pros} onResult={setMessage} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function ProDay({ pro, pros, onResult }: { pro: AdminDayProView; pros: readonly AdminDayProView[]; onResult: (message: Message) => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const clock = useClock();
  const time = (value: string) => formatTime(value, language, clock);
  const name = `${pro.firstName} ${pro.lastName}`;
  return (
    <li className={CARD}>
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t('day.jobs')}</h4>
      {pro.jobs.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('day.noJobs')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100">
          {pro.jobs.map((job) => (
            <li key={job.bookingNumber} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className="font-medium text-slate-900">
                {t('day.jobTime', { start: time(job.scheduledTime), end: time(montrealTime(job.endsAt)) })}
              </span>
              <Link to={paths.reservation.getHref(job.bookingNumber)} className="font-medium text-brand-800 underline hover:text-brand-900">
                {job.bookingNumber}
              </Link>
              {job.held ? (
                <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  {t('day.held')}
                </span>
              ) : (
                <StatusBadge status={job.status} />
              )}
              {!job.held && !job.proQualified && (
                <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-900 ring-1 ring-red-200">
                  {t('day.notQualified')}
                </span>
              )}
              {job.freeProIds.length > 0 && (
                <details className="w-full">
                  <summary className="cursor-pointer text-brand-800 underline">{t('day.reassign')}</summary>
                  <AssignForm
                    bookingNumber={job.bookingNumber}
                    free={pros.filter((other) => job.freeProIds.includes(other.id))}
                    label={t('day.reassignTo', { number: job.bookingNumber })}
                    action={t('day.reassignAction')}
                    onResult={onResult}
                  />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t('day.freeTimes')}</h4>
      {pro.freeTimes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('day.noFreeTime')}</p>
      ) : (
        <details className="mt-1 text-sm text-slate-700">
          <summary className="cursor-pointer">
            {t('day.freeSummary', {
              count: pro.freeTimes.length,
              first: time(pro.freeTimes[0] ?? ''),
              last: time(pro.freeTimes.at(-1) ?? ''),
            })}
          </summary>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
            {pro.freeTimes.map((free) => (
              <li key={free} className="whitespace-nowrap tabular-nums">
                {time(free)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

function WaitingJob({
  job,
  pros,
  onResult,
}: {
  job: AdminDayWaitingView;
  pros: readonly AdminDayProView[];
  onResult: (message: Message) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const clock = useClock();

  return (
    <li className={CARD}>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{formatTime(job.scheduledTime, language, clock)}</span>
        <Link to={paths.reservation.getHref(job.bookingNumber)} className="font-medium text-brand-800 underline hover:text-brand-900">
          {job.bookingNumber}
        </Link>
        <span className="text-sm text-slate-600">
          {job.subServiceName} · {t('waiting.areaLine', { code: job.postalCode })}
        </span>
      </p>
      <AssignForm
        bookingNumber={job.bookingNumber}
        free={pros.filter((pro) => job.freeProIds.includes(pro.id))}
        label={t('day.assignTo', { number: job.bookingNumber })}
        action={t('waiting.assign')}
        onResult={onResult}
      />
    </li>
  );
}

/**
 * Gives a booking to one of the pros free at its time (the 'assign' transition: a waiting job, or
 * an assigned one not started yet, whose pro is told); the day is read again after.
 */
function AssignForm({
  bookingNumber,
  free,
  label,
  action,
  onResult,
}: {
  bookingNumber: string;
  free: readonly AdminDayProView[];
  label: string;
  action: string;
  onResult: (message: Message) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const [assign, assigning] = useAssignProfessionalMutation();
  const [chosen, setChosen] = useState('');
  const chosenPro = free.find((pro) => pro.id === chosen);

  const onAssign = async () => {
    if (!chosenPro) return;
    onResult(null);
    const answer = await assign({ bookingNumber, professionalId: chosenPro.id });
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      onResult({ tone: 'error', text: key ? tErrors(key) : t('errors.generic') });
    } else {
      onResult({
        tone: 'success',
        text: t('waiting.assigned', { pro: `${chosenPro.firstName} ${chosenPro.lastName}`, number: bookingNumber }),
      });
    }
  };

  if (free.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('day.nobodyFree')}</p>;
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField label={label} value={chosen} onChange={(event) => setChosen(event.target.value)} className="sm:min-w-64">
        <option value="">{t('day.choosePro')}</option>
        {free.map((pro) => (
          <option key={pro.id} value={pro.id}>
            {pro.firstName} {pro.lastName}
          </option>
        ))}
      </SelectField>
      <button
        type="button"
        disabled={!chosenPro || assigning.isLoading}
        onClick={() => void onAssign()}
        className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
      >
        {action}
      </button>
    </div>
  );
}
