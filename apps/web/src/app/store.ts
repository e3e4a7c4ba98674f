import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';

// Server state lives in the RTK Query cache only; feature slices added here hold UI state.
export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
