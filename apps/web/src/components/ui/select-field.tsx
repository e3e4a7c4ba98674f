import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_HINT_CLASS, FIELD_LABEL_CLASS } from './field-classes';
import { describedBy, FieldError } from './field-message';
import { useHydrated } from '../../hooks/use-hydrated';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

export function SelectField({ label, hint, error, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, error)}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
        {...select}
        disabled={select.disabled || !hydrated}
      >
        {children}
      </select>
      {hint && (
        <div id={hintId} className={FIELD_HINT_CLASS}>
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
