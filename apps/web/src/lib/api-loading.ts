import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';

// The API client (RTK Query, lib/api.ts) is code the landing page does not need to become live:
// the store starts without it (app/store.ts), and the first page or action that imports lib/api
// brings it in. Importing it calls `apiLoaded`, which hands its cache and middleware to every
// store, at once and before any component can use it.

/** What a store needs of the API client. */
export interface LoadedApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
}

let loaded: LoadedApi | null = null;
const waiting = new Set<(api: LoadedApi) => void>();

/** lib/api.ts calls it once, when it is evaluated. */
export function apiLoaded(api: LoadedApi): void {
  loaded = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}

/** Runs `attach` now if the API client is loaded, else as soon as it is (synchronously, then). */
export function whenApiLoaded(attach: (api: LoadedApi) => void): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/** Empties the API's cache (another user signed in, or none): nothing to do before it is loaded. */
export function resetApiCache(dispatch: (action: UnknownAction) => unknown): void {
  if (loaded) dispatch(loaded.util.resetApiState());
}
