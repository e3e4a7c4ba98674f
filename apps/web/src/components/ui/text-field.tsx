import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_READ_ONLY_CLASS } from './field-classes';
import { useHydrated } from '../../hooks/use-hydrated';
import { FieldFrame, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'required'> {
  label: ReactNode;
  /** Translated message; marks the field invalid and describes it. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows '*' and sets aria-required; validation stays with the form (it is noValidate). */
  required?: boolean;
  /** A control inside the field's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
  /** The input element (a form library registers it). */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, required = false, trailing, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  const hydrated = useHydrated();
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative mt-1">
        <input
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          className={`${FIELD_CONTROL_CLASS} ${input.readOnly ? FIELD_READ_ONLY_CLASS : FIELD_EDITABLE_CLASS} ${trailing ? 'pr-12' : ''}`}
          {...input}
          readOnly={input.readOnly || !hydrated}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
