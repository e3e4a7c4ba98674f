import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_CAPACITY_MAX, isDayCapacity, todayInToronto, type AdminDayView } from '@hm/contracts';
import { TextField } from '../../../components/ui/text-field';
import { specificApiErrorKey } from '../../../lib/api-error';
import { useRemoveDayCapacityMutation, useSetDayCapacityMutation } from '../api';
import { ACTION_BUTTON } from './load-state';

type Message = { tone: 'success' | 'error'; text: string } | null;

/**
 * The trade's cap for the day (docs/booking-rules.md "Moving Day"): how many bookings it takes at
 * most, set or removed for today and later days; past days only show it.
 */
export function DayCapacity({ day, onResult }: { day: AdminDayView; onResult: (message: Message) => void }) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const [setCapacity, setting] = useSetDayCapacityMutation();
  const [removeCapacity, removing] = useRemoveDayCapacityMutation();
  const [value, setValue] = useState(() => (day.capacity ? String(day.capacity.maxBookings) : ''));
  const [invalid, setInvalid] = useState(false);
  const coming = day.date >= todayInToronto();
  const busy = setting.isLoading || removing.isLoading;

  const answer = (result: { error?: unknown }, success: string) => {
    if (result.error) {
      const key = specificApiErrorKey(result.error as Parameters<typeof specificApiErrorKey>[0]);
      onResult({ tone: 'error', text: key ? tErrors(key) : t('errors.generic') });
    } else onResult({ tone: 'success', text: success });
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const maxBookings = value.trim() === '' ? Number.NaN : Number(value);
    if (!isDayCapacity(maxBookings)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onResult(null);
    answer(await setCapacity({ date: day.date, serviceId: day.serviceId, maxBookings }), t('day.capacity.saved', { count: maxBookings }));
  };

  const onRemove = async () => {
    onResult(null);
    answer(await removeCapacity({ date: day.date, serviceId: day.serviceId }), t('day.capacity.removed'));
    setValue('');
  };

  return (
    <section aria-labelledby="day-capacity" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="day-capacity" className="text-lg font-semibold text-slate-900">
        {t('day.capacity.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {day.capacity
          ? t('day.capacity.current', { count: day.capacity.maxBookings, booked: day.booked })
          : t('day.capacity.none', { booked: day.booked })}
      </p>
      {coming && (
        <form onSubmit={(event) => void onSave(event)} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <TextField
            label={t('day.capacity.label')}
            type="number"
            inputMode="numeric"
            min={0}
            max={DAY_CAPACITY_MAX}
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={invalid ? t('day.capacity.invalid', { max: DAY_CAPACITY_MAX }) : undefined}
            className="sm:w-64"
          />
          <button type="submit" disabled={busy} className={`${ACTION_BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
            {t('day.capacity.save')}
          </button>
          {day.capacity && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void onRemove()}
              className={`${ACTION_BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
            >
              {t('day.capacity.remove')}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
