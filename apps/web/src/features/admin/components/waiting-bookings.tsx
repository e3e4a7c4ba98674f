import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { formatPhone, type MatchingProfessionalView, type WaitingBookingView } from '@hm/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay, formatTime } from '../../dashboard';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useAssignProfessionalMutation, useWaitingBookingsQuery } from '../api';
import { ACTION_BUTTON, LoadState } from './load-state';

const PROXIMITY_TONE: Record<MatchingProfessionalView['proximity'], string> = {
  fsa: 'bg-green-100 text-green-900',
  district: 'bg-blue-100 text-blue-900',
  region: 'bg-amber-100 text-amber-900',
  other: 'bg-slate-100 text-slate-700',
};

/** Bookings waiting for a pro, soonest first, with the matching approved pros (nearest area first) to assign. */
export function WaitingBookings() {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const clock = useClock();
  const list = useWaitingBookingsQuery();
  const [assign, assigning] = useAssignProfessionalMutation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onAssign = async (entry: WaitingBookingView, pro: MatchingProfessionalView) => {
    setMessage(null);
    const proName = `${pro.firstName} ${pro.lastName}`;
    const answer = await assign({ bookingNumber: entry.booking.bookingNumber, professionalId: pro.userId });
    if ('error' in answer && answer.error) {
      const key = specificApiErrorKey(answer.error);
      setMessage({ tone: 'error', text: key ? tErrors(key) : t('errors.generic') });
    } else {
      setMessage({ tone: 'success', text: t('waiting.assigned', { pro: proName, number: entry.booking.bookingNumber }) });
    }
  };

  const items = list.data ?? [];
  return (
    <div>
      <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      {message && (
        <FormAlert tone={message.tone} className="mb-4">
          {message.text}
        </FormAlert>
      )}
      {list.isSuccess && items.length === 0 && <p className="py-6 text-slate-600">{t('waiting.empty')}</p>}
      <ul className="space-y-4">
        {items.map((entry) => {
          const { booking } = entry;
          return (
            <li key={booking.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">
                  {booking.bookingNumber} · {getService(booking.serviceId)?.name[language] ?? booking.serviceId}
                </h3>
                <p className="text-sm font-medium text-slate-700">
                  {t('waiting.scheduled', {
                    date: formatDay(booking.scheduledDate, language),
                    time: formatTime(booking.scheduledTime, language, clock),
                  })}
                </p>
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {booking.subServiceName} · {t('waiting.customerLine', { name: `${booking.firstName} ${booking.lastName}` })} ·{' '}
                {booking.city} · {t('waiting.areaLine', { code: booking.postalCode })}
              </p>
              <h4 className="mt-4 text-sm font-semibold text-slate-800">{t('waiting.matches')}</h4>
              {entry.matches.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">{t('waiting.noMatch')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {entry.matches.map((pro) => (
                    <li key={pro.userId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span className="min-w-0">
                        <span className="font-medium text-slate-900">
                          {pro.firstName} {pro.lastName}
                        </span>{' '}
                        <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${PROXIMITY_TONE[pro.proximity]}`}>
                          {t(`waiting.proximity.${pro.proximity}`)}
                        </span>
                        {pro.phone && <span className="block text-sm text-slate-600">{formatPhone(pro.phone)}</span>}
                      </span>
                      <button
                        type="button"
                        disabled={assigning.isLoading}
                        onClick={() => void onAssign(entry, pro)}
                        aria-label={t('waiting.assignLabel', { pro: `${pro.firstName} ${pro.lastName}`, number: booking.bookingNumber })}
                        className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}
                      >
                        {t('waiting.assign')}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
