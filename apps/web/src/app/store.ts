import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { sessionListeners } from '../features/auth/session-listeners';
import { authSlice } from '../features/auth/session-slice';
import { bookingSlice } from '../features/booking/slice';

// Server state lives in the RTK Query cache only; feature slices added here hold UI and
// session state (the auth slice: access token and signed-in user).
export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    [authSlice.reducerPath]: authSlice.reducer,
    [bookingSlice.reducerPath]: bookingSlice.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListeners.middleware).concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
