import { useId } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { bookingSlotError, isIsoDate } from '@hm/contracts';
import { TextField } from '../../../components/ui/text-field';
import { useFieldError } from '../hooks/use-field-error';
import { dateChanged } from '../slice';
import { isDateAcceptable } from '../step-rules';
import type { BookingWizardState } from '../wizard-state';
import { StepHeading } from './step-heading';
import { TimePicker } from './time-picker';

type Props = Pick<BookingWizardState, 'date' | 'time' | 'timeDraft' | 'fieldErrors'> & { today: string };

/** Step 2: a date from today on (in Toronto) and a time within booking hours, today at least the lead time away. */
export function DateTimeStep({ date, time, timeDraft, fieldErrors, today }: Props) {
  const { t } = useTranslation('booking');
  const dispatch = useDispatch();
  const headingId = useId();
  const fieldError = useFieldError(fieldErrors);
  // A typed date before the minimum, or a browser without a date picker: say so at once.
  const localDateError =
    date !== '' && !isDateAcceptable(date, today) ? t(isIsoDate(date) ? 'fieldErrors.dateInPast' : 'fieldErrors.dateInvalid') : undefined;
  // Today, a visit must start at least the lead time from now (the server checks it too).
  const localTimeError = time !== '' && bookingSlotError(date, time) ? t('fieldErrors.timeTooSoon') : undefined;
  return (
    <section aria-labelledby={headingId}>
      <StepHeading id={headingId}>{t('steps.dateTime.title')}</StepHeading>
      <p className="mt-1 text-slate-600">{t('steps.dateTime.lead')}</p>
      <div className="mt-5 space-y-6">
        <TextField
          label={t('fields.scheduledDate')}
          type="date"
          name="scheduledDate"
          required
          min={today}
          value={date}
          onChange={(event) => dispatch(dateChanged(event.target.value))}
          error={localDateError ?? fieldError('scheduledDate')}
          className="max-w-xs"
        />
        <TimePicker time={time} draft={timeDraft} error={localTimeError ?? fieldError('scheduledTime')} />
      </div>
    </section>
  );
}
