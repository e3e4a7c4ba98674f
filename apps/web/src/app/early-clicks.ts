// A pre-rendered page shows its buttons before its code has arrived (boot.ts). A tap on one of
// them then would do nothing: it is kept instead, and given to the button again once React has
// taken the whole page over (main.tsx, after the first commit), which runs what it does. Links
// need none of this: they work without the code.

/**
 * A kept tap: the button tapped, and what tells it apart from the other buttons of the page
 * (its name, and its place among the buttons of that same name), which still holds once React
 * has rendered the page from scratch with buttons of its own.
 */
interface HeldTap {
  button: HTMLButtonElement;
  name: string;
  index: number;
}

let held: HeldTap[] | null = null;

/** What a screen reader would call the button, near enough: its aria-label, else its text. */
function buttonName(button: HTMLButtonElement): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's buttons named `name`, in document order. */
function buttonsNamed(name: string): HTMLButtonElement[] {
  const scope = document.getElementById('root') ?? document.body;
  return [...scope.querySelectorAll('button')].filter((button) => buttonName(button) === name);
}

function hold(event: MouseEvent): void {
  if (!held || !event.isTrusted) return;
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  // Nor does React see it while it hydrates: it would answer it in the middle of the hydration.
  event.stopPropagation();
  // A double tap counts once: the second would undo the first (a menu opened, then closed).
  if (held.some((tap) => tap.button === button)) return;
  const name = buttonName(button);
  held.push({ button, name, index: buttonsNamed(name).indexOf(button) });
}

/** From now on, button clicks are kept until `releaseEarlyClicks`. */
export function holdEarlyClicks(): void {
  held = [];
  document.addEventListener('click', hold, true);
}

/**
 * Stops keeping clicks, and clicks again the buttons that were clicked. React hydrates the very
 * elements and runs their handlers. A page React rendered from scratch instead (a signed-in
 * visitor, another language: main.tsx) has new buttons, the old ones being gone: the tap goes to
 * the new button of the same name at the same place among its namesakes. A tap whose button is
 * no longer there (renamed, as in another language, or not shown) is dropped.
 */
export function releaseEarlyClicks(): void {
  document.removeEventListener('click', hold, true);
  const taps = held ?? [];
  held = null;
  // All found before the first click, which may change the page (open a dialog, add buttons).
  const targets = taps.map(({ button, name, index }) => (button.isConnected ? button : buttonsNamed(name)[index]));
  for (const target of targets) target?.click();
}
