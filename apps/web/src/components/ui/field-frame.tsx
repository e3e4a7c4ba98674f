import { useId, type ReactNode } from 'react';
import { FIELD_HINT_CLASS, FIELD_LABEL_CLASS } from './field-classes';
import { describedBy, FieldError } from './field-message';
import { RequiredMark } from './required-mark';

/** The ids that tie a field's control to its label, hint and error. */
export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string;
  /** aria-describedby of the control: its hint, then its error while there is one. */
  describedBy: string | undefined;
}

export function useFieldIds(hint: ReactNode, error: string | undefined): FieldIds {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return { id, hintId, errorId, describedBy: describedBy(hintId, errorId, error) };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** The control (input, textarea, select), given `ids.id` and `ids.describedBy`. */
  children: ReactNode;
}

/** What every single-control field shows around its control: label, hint and error. */
export function FieldFrame({ ids, label, required = false, hint, error, className = '', children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className={FIELD_LABEL_CLASS}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <div id={ids.hintId} className={FIELD_HINT_CLASS}>
          {hint}
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
