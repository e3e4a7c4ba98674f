import {
  RESERVATION_ROUTES,
  type ActivityPeriodDays,
  type DashboardActivityView,
  type DashboardCountsView,
  type DashboardListQuery,
  type DashboardListView,
} from '@hm/contracts';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../lib/api';

// The dashboard's three reads. Live updates (hooks/use-dashboard-live-updates.ts) and any
// feature that changes a booking invalidate the two tags; the activity chart counts
// bookings too, so it goes with the counts.
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardList: build.query<DashboardListView, DashboardListQuery>({
      query: (params) => ({ url: RESERVATION_ROUTES.list, params: { ...params } }),
      providesTags: [BOOKING_LIST_TAG],
    }),
    getDashboardCounts: build.query<DashboardCountsView, void>({
      query: () => RESERVATION_ROUTES.counts,
      providesTags: [BOOKING_COUNTS_TAG],
    }),
    getDashboardActivity: build.query<DashboardActivityView, ActivityPeriodDays>({
      query: (days) => ({ url: RESERVATION_ROUTES.activity, params: { days } }),
      providesTags: [BOOKING_COUNTS_TAG],
    }),
  }),
});

export const { useGetDashboardListQuery, useGetDashboardCountsQuery, useGetDashboardActivityQuery } = dashboardApi;
