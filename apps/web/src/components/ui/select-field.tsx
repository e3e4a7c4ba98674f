import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS } from './field-classes';
import { useHydrated } from '../../hooks/use-hydrated';
import { FieldFrame, useFieldIds } from './field-frame';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  const hydrated = useHydrated();
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
        {...select}
        disabled={select.disabled || !hydrated}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
