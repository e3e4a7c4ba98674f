import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FIELD_HINT_CLASS } from './field-classes';
import { describedBy, FieldError } from './field-message';
import { useHydrated } from '../../hooks/use-hydrated';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children' | 'required'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  /** Announced as an on/off switch (settings) rather than a checkbox (consent). */
  asSwitch?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, hint, error, required = false, asSwitch = false, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hintId, errorId, error)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
          disabled={input.disabled || !hydrated}
        />
        <div>
          <label htmlFor={id} className="text-slate-800">
            {label}
          </label>
          {hint && (
            <div id={hintId} className={`${FIELD_HINT_CLASS} mt-0.5`}>
              {hint}
            </div>
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
