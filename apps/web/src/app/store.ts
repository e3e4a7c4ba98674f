import { combineSlices, configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { api } from '../lib/api';
import { whenApiLoaded } from '../lib/api-loading';
import { sessionListeners } from '../features/auth/session-listeners';
import { authSlice } from '../lib/session/session-slice';
import { bookingSlice } from '../features/booking/slice';

// Server state lives in the RTK Query cache only; feature slices added here hold UI and
// session state (the auth slice: access token and signed-in user). The RTK Query cache joins
// when its code is first imported (lib/api-loading.ts), so the landing page goes live without it.
const rootReducer = combineSlices(authSlice, bookingSlice).withLazyLoadedSlices<{ [api.reducerPath]: ReturnType<typeof api.reducer> }>();

/** Dispatched once the API's cache has joined a store: its state then takes the cache's initial state. */
const apiAttached = createAction('app/apiAttached');

/** The app's store: one per page load in the browser (main.tsx), one per page pre-rendered (prerender/render-page.tsx). */
export const makeStore = () => {
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListeners.middleware).concat(apiMiddleware.middleware),
  });
  whenApiLoaded((loadedApi) => {
    rootReducer.inject(loadedApi);
    apiMiddleware.addMiddleware(loadedApi.middleware);
    store.dispatch(apiAttached());
  });
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
