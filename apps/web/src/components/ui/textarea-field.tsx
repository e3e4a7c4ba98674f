import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_HINT_CLASS, FIELD_LABEL_CLASS } from './field-classes';
import { describedBy, FieldError } from './field-message';
import { useHydrated } from '../../hooks/use-hydrated';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A multi-line text field, labelled and described like TextField. */
export function TextareaField({ label, error, hint, className = '', ...textarea }: TextareaFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, error)}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
        {...textarea}
        readOnly={textarea.readOnly || !hydrated}
      />
      {hint && (
        <div id={hintId} className={FIELD_HINT_CLASS}>
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
