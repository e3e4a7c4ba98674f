/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { holdEarlyClicks, releaseEarlyClicks } from './early-clicks';

// jsdom cannot dispatch a trusted event, and the rule ignores the clicks scripts make (its own
// included): a tap is the rule's listener called with what the browser would hand it.
let listener: ((event: MouseEvent) => void) | undefined;

/** Taps the button's text, as a finger would; whether the tap was kept from the page. */
function tap(button: HTMLButtonElement): boolean {
  let kept = false;
  listener?.({
    isTrusted: true,
    target: button.firstChild,
    preventDefault: () => (kept = true),
    stopPropagation: () => undefined,
  } as unknown as MouseEvent);
  return kept;
}

/** Sets #root's buttons (the page before or after React) and returns them, with a click counter each. */
function page(...names: string[]): { buttons: HTMLButtonElement[]; clicks: number[] } {
  const root = document.getElementById('root')!;
  root.replaceChildren();
  const clicks = names.map(() => 0);
  const buttons = names.map((name, i) => {
    const button = document.createElement('button');
    button.innerHTML = `<span>${name}</span>`;
    button.addEventListener('click', () => (clicks[i] = clicks[i]! + 1));
    root.append(button);
    return button;
  });
  return { buttons, clicks };
}

describe('taps before the page is live', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    const addEventListener = jest.spyOn(document, 'addEventListener');
    holdEarlyClicks();
    listener = addEventListener.mock.calls.find(([type]) => type === 'click')?.[1] as typeof listener;
    addEventListener.mockRestore();
  });
  afterEach(() => releaseEarlyClicks());

  it('keeps a tap from the page and gives it to the same button once hydrated', () => {
    const { buttons, clicks } = page('Plumbing', 'Cleaning');
    expect(tap(buttons[1]!)).toBe(true);
    expect(clicks).toEqual([0, 0]);
    releaseEarlyClicks();
    expect(clicks).toEqual([0, 1]);
  });

  it('counts a double tap once', () => {
    const { buttons, clicks } = page('Menu');
    tap(buttons[0]!);
    tap(buttons[0]!);
    releaseEarlyClicks();
    expect(clicks).toEqual([1]);
  });

  it('gives a tap to the button of the same name and place once the page was rendered from scratch', () => {
    const before = page('Open chat', 'Book', 'Book', 'Book');
    tap(before.buttons[2]!);
    // React replaced the pre-rendered page: the header of a signed-in visitor has one more button.
    const after = page('Account', 'Open chat', 'Book', 'Book', 'Book');
    releaseEarlyClicks();
    expect(before.clicks).toEqual([0, 0, 0, 0]);
    expect(after.clicks).toEqual([0, 0, 0, 1, 0]);
  });

  it('names a button by its aria-label first', () => {
    const before = page('×');
    before.buttons[0]!.setAttribute('aria-label', 'Close');
    tap(before.buttons[0]!);
    const after = page('×', '×');
    after.buttons[1]!.setAttribute('aria-label', 'Close');
    releaseEarlyClicks();
    expect(after.clicks).toEqual([0, 1]);
  });

  it('drops a tap whose button is no longer on the page', () => {
    const before = page('Plumbing', 'Book', 'Book');
    tap(before.buttons[0]!);
    tap(before.buttons[2]!);
    // Rendered in another language, with one button of that name only.
    const after = page('Plomberie', 'Book');
    releaseEarlyClicks();
    expect(after.clicks).toEqual([0, 0]);
  });

  it('lets taps through once released', () => {
    const { buttons, clicks } = page('Plumbing');
    releaseEarlyClicks();
    expect(tap(buttons[0]!)).toBe(false);
    expect(clicks).toEqual([0]);
  });
});
