import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found errors, focuses the form's first invalid field (DOM order),
 * so keyboard and screen-reader users land on what needs fixing. `attempt` counts those
 * submits: each one moves focus again, even with the same errors.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
