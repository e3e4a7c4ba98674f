import { useEffect, useRef, type ReactNode } from 'react';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

interface FormAlertProps {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children: ReactNode;
  /** Moves focus here when shown: a failed submit has just disabled the focused button. */
  focusOnShow?: boolean;
  className?: string;
}

/** A message about the whole form. Errors interrupt screen readers (alert); the rest wait (status). */
export function FormAlert({ tone, title, children, focusOnShow = false, className = '' }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
      className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]} ${className}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
    </div>
  );
}
