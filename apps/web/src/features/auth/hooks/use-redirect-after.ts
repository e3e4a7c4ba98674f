import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export interface RedirectTarget {
  to: string;
  /** Router state for the next page, e.g. the e-mail to prefill on /login. */
  state?: unknown;
}

/**
 * Once `target` is set, goes there after `delayMs` (a message first, then the redirect).
 * Keep `target` in component state: a new object on every render would restart the delay.
 */
export function useRedirectAfter(target: RedirectTarget | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => void navigate(target.to, { replace: true, state: target.state }), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
}
