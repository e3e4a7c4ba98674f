import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProAssignedJobView } from '@hm/contracts';
import { translateOwnJobError } from '../../../lib/api-error';
import { useJobStepMutation, useReviseArrivalMutation } from '../api';
import { arrivalFieldRange } from '../format';
import { PRIMARY, SECONDARY } from './pro-shell';

/**
 * The estimated arrival, typed as a Montreal date-time and sent as typed (the API reads it on
 * Montreal's clock): with "I'm on my way", or later as a revised time the customer is told about.
 */
export function ArrivalForm({ job, mode }: { job: ProAssignedJobView; mode: 'enRoute' | 'revise' }) {
  const { t } = useTranslation('proApp');
  const { t: tErrors } = useTranslation('errors');
  const [step, stepState] = useJobStepMutation();
  const [revise, reviseState] = useReviseArrivalMutation();
  const { isLoading, error, isSuccess } = mode === 'enRoute' ? stepState : reviseState;
  const [range] = useState(() => arrivalFieldRange(new Date()));
  const [arrival, setArrival] = useState(range.initial);
  const [invalid, setInvalid] = useState(false);
  const id = `eta-${mode}-${job.bookingNumber}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API decides with its own clock; this only catches an empty or malformed field early.
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(arrival)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const request = { bookingNumber: job.bookingNumber, estimatedArrival: arrival };
    void (mode === 'enRoute' ? step({ ...request, action: 'en_route' }) : revise(request));
  };

  const problem = invalid ? t('steps.arrivalInvalid') : error ? translateOwnJobError(error, tErrors) : null;
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {t(mode === 'enRoute' ? 'steps.arrival' : 'steps.newArrival')}
        </label>
        <input
          id={id}
          type="datetime-local"
          required
          step={300}
          min={range.min}
          max={range.max}
          value={arrival}
          onChange={(event) => setArrival(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          className="mt-1 min-h-11 rounded-lg border border-slate-300 px-3"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('steps.arrivalHint')}
        </p>
      </div>
      <button type="submit" disabled={isLoading} className={mode === 'enRoute' ? PRIMARY : SECONDARY}>
        {t(mode === 'enRoute' ? 'steps.enRoute' : 'steps.revise')}
      </button>
      {problem && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      )}
      {mode === 'revise' && isSuccess && !problem && (
        <p role="status" className="w-full text-sm text-green-800">
          {t('steps.revised')}
        </p>
      )}
    </form>
  );
}
