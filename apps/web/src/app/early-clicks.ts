// A pre-rendered page shows its buttons before its code has arrived (boot.ts). A tap on one of
// them then would do nothing: it is kept instead, and given to the button again once React has
// taken the whole page over (main.tsx, after the first commit), which runs what it does. Links
// need none of this: they work without the code.

let held: HTMLButtonElement[] | null = null;

function hold(event: MouseEvent): void {
  if (!held || !event.isTrusted) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  // Nor does React see it while it hydrates: it would answer it in the middle of the hydration.
  event.stopPropagation();
  // A double tap counts once: the second would undo the first (a menu opened, then closed).
  if (!held.includes(button)) held.push(button);
}

/** From now on, button clicks are kept until `releaseEarlyClicks`. */
export function holdEarlyClicks(): void {
  held = [];
  document.addEventListener('click', hold, true);
}

/**
 * Stops keeping clicks, and clicks again the buttons that were clicked. React hydrates the very
 * elements and runs their handlers; a page rendered from scratch instead has new buttons, and
 * the old ones' clicks reach nothing.
 */
export function releaseEarlyClicks(): void {
  document.removeEventListener('click', hold, true);
  const buttons = held ?? [];
  held = null;
  for (const button of buttons) if (button.isConnected) button.click();
}
