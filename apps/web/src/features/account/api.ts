import {
  AUTH_ROUTES,
  type ChangePasswordRequest,
  type NotificationPreferences,
  type Profile,
  type UpdateProfileRequest,
} from '@hm/contracts';
import { api } from '../../lib/api';
// The session user (header initials, name) follows the profile: auth's public action.
import { sessionUserUpdated } from '../auth/session-slice';

const PROFILE_TAG = 'Profile';

export const accountApi = api.enhanceEndpoints({ addTagTypes: [PROFILE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => AUTH_ROUTES.profile,
      providesTags: [PROFILE_TAG],
    }),
    updateProfile: build.mutation<Profile, UpdateProfileRequest>({
      query: (body) => ({ url: AUTH_ROUTES.profile, method: 'PATCH', body }),
      invalidatesTags: [PROFILE_TAG],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionUserUpdated({ firstName: data.firstName, lastName: data.lastName, locale: data.locale }));
        } catch {
          // The caller shows the error.
        }
      },
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: AUTH_ROUTES.password, method: 'PUT', body }),
    }),
    updateNotifications: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: AUTH_ROUTES.notifications, method: 'PUT', body }),
      invalidatesTags: [PROFILE_TAG],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useChangePasswordMutation, useUpdateNotificationsMutation } =
  accountApi;
