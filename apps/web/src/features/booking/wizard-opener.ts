// The element that opened the wizard, to give focus back to it on close. An element is
// not data for the Redux store, so it is kept here; after a reload there is none.
let opener: HTMLElement | null = null;

export function rememberOpener(element: Element | null): void {
  opener = element instanceof HTMLElement ? element : null;
}

/** The opener if it is still on the page; forgets it either way. */
export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
}
