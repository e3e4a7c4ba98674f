import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { CLOCKS, DAY_PERIODS, TIME_PICKER_HOURS_12H, TIME_PICKER_MINUTES } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { FieldError } from '../../../components/ui/field-message';
import { chooseClock, useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { clockSwitched, timePartChosen, timeSlotChosen } from '../slice';
import { formatBookingTime } from '../date-time-format';
import { isDraftOutOfHours, slotOptions } from '../time-picker';
import type { TimeDraft } from '../wizard-state';
import { RequiredMark } from '../../../components/ui/required-mark';

interface TimePickerProps {
  time: string;
  draft: TimeDraft;
  /** From the server (outside booking hours). */
  error: string | undefined;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

const SEGMENT_CLASS =
  'inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-md px-3 font-semibold text-slate-700 hover:bg-white has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/** Two or more choices side by side, as native radio buttons. */
function Segmented<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="inline-flex gap-1 rounded-lg border border-slate-300 bg-slate-50 p-1">
        {options.map((option) => (
          <label key={option} className={SEGMENT_CLASS}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Time picker on the person's clock (the language's default, French 24 h and English 12 h, until
 * switched here; the choice is remembered in the browser): 12 h with hour 1-12, minutes in
 * 15-minute steps and AM/PM; or 24 h with the half-hour slots 08:00-20:30, written as the
 * language writes them ('14 h 30'). The time is kept in 24 h.
 */
export function TimePicker({ time, draft, error }: TimePickerProps) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const language = useLanguage();
  const timeFormat = useClock();
  const legendId = useId();
  const errorId = useId();
  const name = useId();
  const outOfHours = timeFormat === '12h' && isDraftOutOfHours(draft);
  const message = outOfHours ? t('fieldErrors.timeOutsideHours') : error;
  return (
    <fieldset aria-describedby={message ? errorId : undefined}>
      <legend id={legendId} className="block text-sm font-semibold text-slate-800">
        {t('time.legend')}
        <RequiredMark />
      </legend>
      <p className="mt-1 text-sm text-slate-600">{t('time.hours')}</p>
      <div className="mt-3">
        <Segmented
          label={t('time.format')}
          name={`${name}-format`}
          options={CLOCKS}
          value={timeFormat}
          onChange={(clock) => {
            chooseClock(clock);
            dispatch(clockSwitched());
          }}
          optionLabel={(format) => t(`time.formats.${format}`)}
        />
      </div>
      {timeFormat === '12h' ? (
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <SelectField
            label={t('time.hour')}
            className="w-28"
            value={draft.hour ?? ''}
            aria-invalid={message ? true : undefined}
            onChange={(event) => dispatch(timePartChosen({ hour: Number(event.target.value) }))}
          >
            <option value="" disabled>
              --
            </option>
            {TIME_PICKER_HOURS_12H.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('time.minute')}
            className="w-28"
            value={draft.minute ?? ''}
            aria-invalid={message ? true : undefined}
            onChange={(event) => dispatch(timePartChosen({ minute: Number(event.target.value) }))}
          >
            <option value="" disabled>
              --
            </option>
            {TIME_PICKER_MINUTES.map((minute) => (
              <option key={minute} value={minute}>
                {pad2(minute)}
              </option>
            ))}
          </SelectField>
          <Segmented
            label={t('time.period')}
            name={`${name}-period`}
            options={DAY_PERIODS}
            value={draft.period}
            onChange={(period) => dispatch(timePartChosen({ period }))}
            optionLabel={(period) => period}
          />
        </div>
      ) : (
        <SelectField
          label={t('time.slot')}
          className="mt-3 w-44"
          value={time}
          aria-invalid={message ? true : undefined}
          onChange={(event) => dispatch(timeSlotChosen(event.target.value))}
        >
          <option value="">--:--</option>
          {slotOptions(time).map((slot) => (
            <option key={slot} value={slot}>
              {formatBookingTime(slot, language, '24h')}
            </option>
          ))}
        </SelectField>
      )}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}
