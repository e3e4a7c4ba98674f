import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayAvailability } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate } from '../date-time-format';
import { dayParts } from '../day-format';

interface Props {
  days: readonly DayAvailability[];
  date: string;
  onChoose: (day: DayAvailability) => void;
  /** Id of the message under the picker (a server error on the date). */
  errorId?: string;
}

// Free by default; the checked and the disabled (full) looks are variants, so that they win.
const DAY_CLASS =
  'flex min-h-18 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-1 py-2 text-center leading-tight text-slate-900 hover:border-brand-500 ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ' +
  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white ' +
  'has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-slate-100 has-disabled:text-slate-600 has-disabled:hover:border-slate-300';

/**
 * The days of the horizon as native radio buttons (arrow keys move between the free ones). A
 * full day is disabled and says "Full" in words, read out with its date.
 */
export function FreeDayPicker({ days, date, onChoose, errorId }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const name = useId();
  const legendId = useId();
  return (
    <fieldset aria-describedby={errorId}>
      <legend id={legendId} className="block text-sm font-semibold text-slate-800">
        {t('steps.dateTime.days')}
      </legend>
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {days.map((day) => {
          const parts = dayParts(day.date, language);
          return (
            <label key={day.date} className={DAY_CLASS}>
              <input
                type="radio"
                name={name}
                value={day.date}
                checked={date === day.date}
                disabled={day.full}
                onChange={() => onChoose(day)}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-xs">
                {parts.weekday}
              </span>
              <span aria-hidden="true" className="text-lg font-bold">
                {parts.day}
              </span>
              <span aria-hidden="true" className="text-xs">
                {day.full ? <span className="font-semibold uppercase">{t('steps.dateTime.full')}</span> : parts.month}
              </span>
              <span className="sr-only">
                {formatBookingDate(day.date, language)}
                {day.full && `, ${t('steps.dateTime.full')}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
