/**
 * Resolves in a later task: the browser may paint and answer taps in between. The app's start
 * awaits it between its steps (boot.ts, main.tsx), so that no step makes one long task.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve));
