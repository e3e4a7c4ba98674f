import { FIELD_ERROR_CLASS } from './field-classes';

/**
 * A field's error, under the field. Always rendered so that it is a live region before the
 * error appears (screen readers announce it then); the field points to it with
 * aria-describedby only while there is an error.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <div id={id} aria-live="polite">
      {message && <p className={FIELD_ERROR_CLASS}>{message}</p>}
    </div>
  );
}

/** The ids an input is described by: its hint, then its error when there is one. */
export function describedBy(hintId: string | undefined, errorId: string, error: string | undefined): string | undefined {
  return [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
}
