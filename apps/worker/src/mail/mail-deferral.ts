// What to do with a mail the SMTP server could not take right now. RFC 5321 §4.5.4.1: a 4yz reply or
// an unreachable server means "try again later", and mail software keeps trying for days. The queue's
// own retries (1 s, 2 s, 4 s) only cover a 7-second hiccup; a server restarting or overloaded for
// longer would turn every mail of that moment into a failed job nobody receives. So once the queue's
// attempts are spent, a temporary failure defers the job instead of failing it: the next try comes
// after as long again as the mail has been waiting (the wait doubles), at most 5 minutes later, and
// only for a day after the mail was due. A permanent refusal (5yz) or any other error fails as before.

/** nodemailer's codes for a connection that could not be made or was lost. */
const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

export const MAX_DEFERRAL_MS = 5 * 60_000;
export const DEFERRAL_WINDOW_MS = 24 * 3600_000;
const MIN_DEFERRAL_MS = 1000;

/** True for an SMTP 4yz reply or a server that could not be reached: worth trying again later. */
export function isTemporaryMailFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return typeof code === 'string' && UNREACHABLE.has(code);
}

/**
 * How long to defer a mail whose last queue attempt just failed with `error`, or null to let the job
 * fail for good. `dueAt` is when the mail was first due (added, plus its delay).
 */
export function mailDeferralMs(error: unknown, dueAt: number, now: number): number | null {
  if (!isTemporaryMailFailure(error)) return null;
  const waiting = Math.max(0, now - dueAt);
  if (waiting >= DEFERRAL_WINDOW_MS) return null;
  return Math.min(MAX_DEFERRAL_MS, Math.max(MIN_DEFERRAL_MS, waiting));
}
