import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

interface SubmitButtonProps {
  busy: boolean;
  /** Shown instead of the children while busy ('Signing in…'). */
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** The form's submit button: disabled, with a spinner and a busy label, while the request runs. */
export function SubmitButton({ busy, busyLabel, children, disabled = false, className = '' }: SubmitButtonProps) {
  // Before the page is live, a click would submit the form the browser's way (hooks/use-hydrated.ts).
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || disabled || !hydrated}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    >
      {busy && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {busy ? busyLabel : children}
    </button>
  );
}
