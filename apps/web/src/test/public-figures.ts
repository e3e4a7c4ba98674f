import type { PublicConfigView, PublicFiguresView } from '@hm/contracts';
import type { AppStore } from '../app/store';
import { publicConfigApi } from '../features/public-config/api';

// The feature's endpoints are injected into the app's one API slice, whose store types its own tags
// only: the thunk is dispatched as a plain function of the store.
const dispatch = (store: AppStore, thunk: unknown): unknown => (store.dispatch as (action: unknown) => unknown)(thunk);

/** renderApp's `prepare`: the API's figures already in the cache, as after the page's first fetch. */
export function withPublicFigures(figures: PublicFiguresView): { prepare: (store: AppStore) => unknown } {
  return { prepare: (store) => dispatch(store, publicConfigApi.util.upsertQueryData('getPublicFigures', undefined, figures)) };
}

/** renderApp's `prepare`: the run-time settings (contact details…) already in the cache. */
export function withPublicConfig(config: PublicConfigView): { prepare: (store: AppStore) => unknown } {
  return { prepare: (store) => dispatch(store, publicConfigApi.util.upsertQueryData('getPublicConfig', undefined, config)) };
}
