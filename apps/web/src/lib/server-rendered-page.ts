import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { StateWithAuth } from './session/session-slice';

/** What preparing a page needs of the app's store. */
export interface PageStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => StateWithAuth;
  subscribe: (listener: () => void) => () => void;
}

/**
 * What a page's route may carry (`handle`) for a page the server rendered itself (a public blog
 * post, docs/blog.md "Search engines"): puts in the store what the page's first render needs, so
 * that the app replaces the server's page with the same page complete, not with a loading state.
 */
export interface ServerRenderedPageHandle {
  prepareServerRendered: (store: PageStore, params: Params) => Promise<void>;
}

// The server's page stays readable meanwhile: past this, the app shows its own loading state.
const PREPARE_AT_MOST_MS = 5_000;

const hasPrepare = (handle: unknown): handle is ServerRenderedPageHandle =>
  typeof (handle as Partial<ServerRenderedPageHandle> | undefined)?.prepareServerRendered === 'function';

/** Runs the matched routes' `prepareServerRendered` (their modules already loaded), for 5 s at most. */
export async function prepareServerRenderedPage(
  store: PageStore,
  routeList: RouteObject[],
  location: string | Location = window.location,
): Promise<void> {
  const preparing = (matchRoutes(routeList, location) ?? []).flatMap(({ route, params }) =>
    hasPrepare(route.handle) ? [route.handle.prepareServerRendered(store, params).catch(() => undefined)] : [],
  );
  if (preparing.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(preparing), new Promise((resolve) => (timer = setTimeout(resolve, PREPARE_AT_MOST_MS)))]);
  clearTimeout(timer);
}

/** Resolves once the session is known (signed in or out): what a page shows may depend on who asks. */
export function sessionKnown(store: PageStore): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => store.getState().auth.status !== 'loading';
    if (settled()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
