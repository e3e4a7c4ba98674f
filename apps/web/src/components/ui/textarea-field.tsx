import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS } from './field-classes';
import { useHydrated } from '../../hooks/use-hydrated';
import { FieldFrame, useFieldIds } from './field-frame';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children' | 'required'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows '*' and sets aria-required, as on TextField. */
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field, labelled and described like TextField. */
export function TextareaField({ label, error, hint, required = false, className, ...textarea }: TextareaFieldProps) {
  const ids = useFieldIds(hint, error);
  const hydrated = useHydrated();
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
        {...textarea}
        readOnly={textarea.readOnly || !hydrated}
      />
    </FieldFrame>
  );
}
