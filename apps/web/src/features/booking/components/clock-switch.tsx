import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCKS } from '@hm/contracts';
import { chooseClock, useClock } from '../../../hooks/use-clock';

const SEGMENT_CLASS =
  'inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-md px-3 font-semibold text-slate-700 hover:bg-white has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/**
 * 12-hour or 24-hour times, as native radio buttons side by side: the language's clock (French
 * 24 h, English 12 h) until switched here; the choice is remembered in the browser (hooks/use-clock.ts).
 */
export function ClockSwitch() {
  const { t } = useTranslation('booking');
  const clock = useClock();
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{t('time.format')}</legend>
      <div className="inline-flex gap-1 rounded-lg border border-slate-300 bg-slate-50 p-1">
        {CLOCKS.map((option) => (
          <label key={option} className={SEGMENT_CLASS}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={clock === option}
              onChange={() => chooseClock(option)}
              className="sr-only"
            />
            {t(`time.formats.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
