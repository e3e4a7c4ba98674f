import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query slice of the app. Features add their endpoints with
 * `api.injectEndpoints(...)` in their own `api.ts`, and their cache tags with
 * `api.enhanceEndpoints({ addTagTypes: [...] })`, so this file does not grow with them.
 * Cookies are sent (`credentials: 'include'`) because the session lives in one.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: [],
  endpoints: () => ({}),
});
