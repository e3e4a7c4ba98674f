import type { ReactNode } from 'react';

/** Marks the heading the wizard focuses when a step (or the account form) is shown. */
export const STEP_HEADING_SELECTOR = '[data-step-heading]';

/** Each step's heading: focused on arrival so screen readers announce where the user is. */
export function StepHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h3 id={id} data-step-heading="" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
      {children}
    </h3>
  );
}
