import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { sessionListeners } from '../features/auth/session-listeners';
import { authSlice } from '../lib/session/session-slice';
import { bookingSlice } from '../features/booking/slice';

// Server state lives in the RTK Query cache only; feature slices added here hold UI and
// session state (the auth slice: access token and signed-in user).
/** The app's store: one per page load in the browser (main.tsx), one per page pre-rendered (prerender/render-page.tsx). */
export const makeStore = () =>
  configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [authSlice.reducerPath]: authSlice.reducer,
      [bookingSlice.reducerPath]: bookingSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListeners.middleware).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
