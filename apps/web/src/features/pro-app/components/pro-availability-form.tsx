import { useEffect, useState, type KeyboardEvent } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  daysOffRangeError,
  isApiErrorBody,
  PRO_DAYS_OFF_MAX_AHEAD_DAYS,
  PRO_HOURS_INTERVALS_PER_DAY_MAX,
  todayInToronto,
  WEEKDAYS,
  type ProScheduleView,
  type ScheduleFieldError,
  type Weekday,
} from '@hm/contracts';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldError } from '../../../components/ui/field-message';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useLanguage } from '../../../hooks/use-language';
import { useRuleForm, type RuleForm } from '../../../hooks/use-rule-form';
import { translateApiError } from '../../../lib/api-error';
import { useUpdateProScheduleMutation } from '../api';
import { formatDaysOff } from '../format';
import { SCHEDULE_TIMES, scheduleFormValues, serverScheduleErrors, validateSchedule, type ScheduleFormValues } from '../schedule-form';
import { CARD, SECONDARY } from './pro-shell';

/** Where a new interval of a day goes: 08:00 to 17:00 on a day off, else the hour after the last one. */
function nextInterval(intervals: readonly { start: string; end: string }[]): { start: string; end: string } {
  const last = intervals.at(-1);
  if (!last) return { start: '08:00', end: '17:00' };
  const at = Math.min(SCHEDULE_TIMES.indexOf(last.end), SCHEDULE_TIMES.length - 5);
  return { start: SCHEDULE_TIMES[at]!, end: SCHEDULE_TIMES[at + 4]! };
}

/** The pro's week (each day off, or working in one or more intervals) and days off, saved together. */
export function ProAvailabilityForm({ schedule }: { schedule: ProScheduleView }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [save, { isLoading, error, isSuccess, reset }] = useUpdateProScheduleMutation();
  const form = useRuleForm<ScheduleFormValues>({
    defaultValues: scheduleFormValues(schedule),
    check: (values) => validateSchedule(values, todayInToronto()),
    message: (key: ScheduleFieldError) => t(`availability.errors.${key}`),
  });
  const { reset: resetForm, watch } = form;

  // The server's answer after a save (sorted, merged) becomes the form's values.
  useEffect(() => resetForm(scheduleFormValues(schedule)), [schedule, resetForm]);
  // A change hides the last outcome: a typed one here, an added or removed row through `changed`.
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') reset();
    });
    return () => subscription.unsubscribe();
  }, [watch, reset]);

  const onValid = async (values: ScheduleFormValues) => {
    const answer = await save(values);
    if ('error' in answer && answer.error && 'data' in answer.error && isApiErrorBody(answer.error.data))
      form.setErrors(serverScheduleErrors(answer.error.data.fields));
  };

  return (
    <form onSubmit={form.onSubmit(onValid, { busy: isLoading })} noValidate className="space-y-5">
      {!schedule.saved && <FormAlert tone="info">{t('availability.notSaved')}</FormAlert>}
      <section aria-labelledby="pro-hours" className={`${CARD} space-y-4`}>
        <div>
          <h2 id="pro-hours" className="text-lg font-bold text-slate-900">
            {t('availability.hours')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('availability.hoursHint')}</p>
        </div>
        {WEEKDAYS.map((day) => (
          <DayEditor key={day} day={day} form={form} changed={reset} />
        ))}
      </section>
      <DaysOffEditor form={form} changed={reset} />
      {error && <FormAlert tone="error">{translateApiError(error, tErrors)}</FormAlert>}
      {isSuccess && <FormAlert tone="success">{t('availability.saved')}</FormAlert>}
      <SubmitButton busy={isLoading} busyLabel={t('availability.saving')} className="w-full sm:w-auto">
        {t('availability.save')}
      </SubmitButton>
    </form>
  );
}

interface EditorProps {
  form: RuleForm<ScheduleFormValues>;
  /** Called when a row is added or removed. */
  changed: () => void;
}

function DayEditor({ day, form, changed }: EditorProps & { day: Weekday }) {
  const { t } = useTranslation('proApp');
  const intervals = useFieldArray({ control: form.control, name: `weeklyHours.${day}` });
  const dayName = t(`availability.days.${day}`);
  const working = intervals.fields.length > 0;
  const dayError = form.errorOf(`weeklyHours.${day}`);
  return (
    <fieldset className="border-t border-slate-100 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="sr-only">{dayName}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="font-semibold text-slate-900">
          {dayName}
        </p>
        <CheckboxField
          label={t('availability.workingShort')}
          aria-label={t('availability.working', { day: dayName })}
          checked={working}
          onChange={(event) => {
            intervals.replace(event.target.checked ? [nextInterval([])] : []);
            changed();
          }}
        />
      </div>
      {!working && <p className="mt-1 text-sm text-slate-600">{t('availability.dayOff')}</p>}
      <ul className="mt-2 space-y-3">
        {intervals.fields.map((field, index) => {
          const values = form.watch(`weeklyHours.${day}.${index}`);
          const { error, ...start } = form.field(`weeklyHours.${day}.${index}.start`);
          return (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <SelectField label={t('availability.from')} error={error} {...start}>
                {SCHEDULE_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('availability.to')} {...form.field(`weeklyHours.${day}.${index}.end`)}>
                {SCHEDULE_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                className={`${SECONDARY} mt-7`}
                aria-label={t('availability.removeIntervalLabel', { day: dayName, start: values?.start, end: values?.end })}
                onClick={() => {
                  intervals.remove(index);
                  changed();
                }}
              >
                {t('availability.remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <FieldError id={`pro-hours-${day}-error`} message={dayError} />
      {working && (
        <button
          type="button"
          className={`${SECONDARY} mt-3`}
          disabled={intervals.fields.length >= PRO_HOURS_INTERVALS_PER_DAY_MAX}
          aria-label={t('availability.addIntervalLabel', { day: dayName })}
          onClick={() => {
            intervals.append(nextInterval(form.getValues(`weeklyHours.${day}`)));
            changed();
          }}
        >
          {t('availability.addInterval')}
        </button>
      )}
    </fieldset>
  );
}

function DaysOffEditor({ form, changed }: EditorProps) {
  const { t } = useTranslation('proApp');
  const language = useLanguage();
  const ranges = useFieldArray({ control: form.control, name: 'daysOff' });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [newError, setNewError] = useState<string | undefined>();
  const today = todayInToronto();

  const add = () => {
    const range = { from, to: to || from };
    const refusal = from === '' ? 'INVALID_DATE' : daysOffRangeError(range, today);
    setNewError(refusal ? t(`availability.errors.${refusal}`) : undefined);
    if (refusal) return;
    ranges.append(range);
    changed();
    setFrom('');
    setTo('');
  };
  // Enter in a date adds the days off instead of saving the whole form.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const max = addDays(today, PRO_DAYS_OFF_MAX_AHEAD_DAYS);

  return (
    <section aria-labelledby="pro-days-off" className={`${CARD} space-y-4`}>
      <div>
        <h2 id="pro-days-off" className="text-lg font-bold text-slate-900">
          {t('availability.daysOff')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('availability.daysOffHint')}</p>
      </div>
      {ranges.fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t('availability.noDaysOff')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {ranges.fields.map((field, index) => {
            const text = formatDaysOff(field, language);
            const rangeError = form.errorOf(`daysOff.${index}.from`);
            return (
              <li key={field.id} className="py-2">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-slate-800">{text}</span>
                  <button
                    type="button"
                    className={SECONDARY}
                    aria-label={t('availability.removeDaysOffLabel', { range: text })}
                    onClick={() => {
                      ranges.remove(index);
                      changed();
                    }}
                  >
                    {t('availability.remove')}
                  </button>
                </div>
                <FieldError id={`pro-days-off-${index}-error`} message={rangeError} />
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField
          type="date"
          label={t('availability.firstDay')}
          min={today}
          max={max}
          value={from}
          error={newError}
          onChange={(event) => setFrom(event.target.value)}
          onKeyDown={onEnter}
        />
        <TextField
          type="date"
          label={t('availability.lastDay')}
          min={from || today}
          max={max}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onKeyDown={onEnter}
        />
        <button type="button" className={`${SECONDARY} sm:mt-7`} onClick={add}>
          {t('availability.addDaysOff')}
        </button>
      </div>
    </section>
  );
}
