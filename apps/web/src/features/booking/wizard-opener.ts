// The element that opened the wizard, to give focus back to it on close. An element is
// not data for the Redux store, so it is kept here; after a reload there is none.
let opener: HTMLElement | null = null;

export function rememberOpener(element: Element | null): void {
  // The body is what "nothing focused" looks like (the wizard opened on arrival at
  // /book-service): focusing it on close would leave keyboard users at the top of the document.
  opener = element instanceof HTMLElement && element !== element.ownerDocument.body ? element : null;
}

/** The opener if it is still on the page; forgets it either way. */
export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
}
