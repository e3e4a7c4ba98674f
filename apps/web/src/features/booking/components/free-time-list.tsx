import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatBookingDate, formatBookingTime } from '../date-time-format';
import { FieldError } from '../../../components/ui/field-message';
import { RequiredMark } from '../../../components/ui/required-mark';
import { ClockSwitch } from './clock-switch';

interface Props {
  date: string;
  freeTimes: readonly string[];
  time: string;
  onChoose: (time: string) => void;
  error: string | undefined;
}

const TIME_CLASS =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 font-semibold text-slate-800 hover:border-brand-500 ' +
  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/** The chosen day's free start times, written on the person's clock ('2:30 PM', '14 h 30'). */
export function FreeTimeList({ date, freeTimes, time, onChoose, error }: Props) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const clock = useClock();
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  // The clock switch sits before the group, so that the group holds the free times alone.
  return (
    <div className="space-y-3">
      <ClockSwitch />
      <fieldset aria-describedby={[hintId, error ? errorId : ''].join(' ').trim()}>
        <legend className="block text-sm font-semibold text-slate-800">
          {t('time.legend')}
          <RequiredMark />
        </legend>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('steps.dateTime.freeTimes', { date: formatBookingDate(date, language) })}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {freeTimes.map((slot) => (
            <label key={slot} className={TIME_CLASS}>
              <input type="radio" name={name} value={slot} checked={time === slot} onChange={() => onChoose(slot)} className="sr-only" />
              {formatBookingTime(slot, language, clock)}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    </div>
  );
}
