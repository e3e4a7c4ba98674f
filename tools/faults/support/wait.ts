// Polling with a deadline: the fault tests wait for a state, never for a fixed time.
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 30_000, everyMs = 100, state }: { timeoutMs?: number; everyMs?: number; state?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${reason}${state ? `\n${state()}` : ''}`);
    }
    await sleep(everyMs);
  }
}
