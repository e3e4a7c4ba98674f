import {
  AUTH_ROUTES,
  type ChangePasswordRequest,
  type NotificationPreferences,
  type Profile,
  type SignedInDevice,
  type UpdateProfileRequest,
} from '@hm/contracts';
import { api } from '../../lib/api';
// The session user (header initials, name) follows the profile: auth's public action.
import { sessionUserUpdated } from '../../lib/session/session-slice';

const PROFILE_TAG = 'Profile';
const DEVICES_TAG = 'SignedInDevices';

export const accountApi = api.enhanceEndpoints({ addTagTypes: [PROFILE_TAG, DEVICES_TAG] }).injectEndpoints({
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
    getDevices: build.query<SignedInDevice[], void>({
      query: () => AUTH_ROUTES.devices,
      providesTags: [DEVICES_TAG],
    }),
    signOutDevice: build.mutation<void, string>({
      query: (id) => ({ url: AUTH_ROUTES.device(id), method: 'DELETE' }),
      invalidatesTags: [DEVICES_TAG],
    }),
    // The file's text: the page turns it into a download (a Blob would not belong in the store).
    exportData: build.mutation<string, void>({
      query: () => ({ url: AUTH_ROUTES.dataExport, responseHandler: 'text' }),
    }),
    signOutOtherDevices: build.mutation<void, void>({
      query: () => ({ url: AUTH_ROUTES.signOutOtherDevices, method: 'POST' }),
      invalidatesTags: [DEVICES_TAG],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUpdateNotificationsMutation,
  useGetDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  useExportDataMutation,
} = accountApi;
