import {
  PRO_APP_ROUTES,
  PRO_PHOTO_FIELD,
  type ProAssignedJobView,
  type Language,
  type ProEarningsView,
  type ProWeeklyStatementView,
  type ProHomeView,
  type ProJobStepRequest,
  type ProJobView,
  type ProMyProfileView,
  type ProScheduleView,
  type ReviseArrivalRequest,
  type UpdateProProfileRequest,
  type UpdateProScheduleRequest,
  type RecordPaymentRequest,
  CREDENTIAL_DOCUMENT_FIELD,
  PRO_CREDENTIALS_ROUTES,
  type BusinessIdentityRequest,
  type CredentialKind,
  type CredentialRequest,
  type ProCredentialsView,
  PRO_PUBLIC_ROUTES,
  type PublicReviewView,
} from '@hm/contracts';
import { api } from '../../lib/api';

const JOBS_TAG = 'ProJobs';
const HOME_TAG = 'ProHome';
const EARNINGS_TAG = 'ProEarnings';
const PROFILE_TAG = 'ProProfile';
const SCHEDULE_TAG = 'ProSchedule';
const CREDENTIALS_TAG = 'ProCredentials';

/** The professional app's server state (/api/pro/*). Every action refetches what it changes. */
export const proAppApi = api
  .enhanceEndpoints({ addTagTypes: [JOBS_TAG, HOME_TAG, EARNINGS_TAG, PROFILE_TAG, SCHEDULE_TAG, CREDENTIALS_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      proHome: build.query<ProHomeView, void>({ query: () => PRO_APP_ROUTES.home, providesTags: [HOME_TAG] }),
      openJobs: build.query<ProJobView[], void>({ query: () => PRO_APP_ROUTES.openJobs, providesTags: [JOBS_TAG] }),
      myJobs: build.query<ProAssignedJobView[], void>({ query: () => PRO_APP_ROUTES.myJobs, providesTags: [JOBS_TAG] }),
      acceptJob: build.mutation<ProAssignedJobView, string>({
        query: (bookingNumber) => ({ url: PRO_APP_ROUTES.accept(bookingNumber), method: 'POST' }),
        // Also on failure: a job someone else took must leave the open list.
        invalidatesTags: [JOBS_TAG, HOME_TAG],
      }),
      jobStep: build.mutation<ProAssignedJobView, { bookingNumber: string } & ProJobStepRequest>({
        query: ({ bookingNumber, ...body }) => ({ url: PRO_APP_ROUTES.step(bookingNumber), method: 'POST', body }),
        invalidatesTags: [JOBS_TAG, HOME_TAG, EARNINGS_TAG],
      }),
      reviseArrival: build.mutation<ProAssignedJobView, { bookingNumber: string } & ReviseArrivalRequest>({
        query: ({ bookingNumber, ...body }) => ({ url: PRO_APP_ROUTES.arrival(bookingNumber), method: 'PUT', body }),
        invalidatesTags: [JOBS_TAG, HOME_TAG],
      }),
      recordPayment: build.mutation<ProAssignedJobView, { bookingNumber: string } & RecordPaymentRequest>({
        query: ({ bookingNumber, ...body }) => ({ url: PRO_APP_ROUTES.payment(bookingNumber), method: 'POST', body }),
        invalidatesTags: [JOBS_TAG, HOME_TAG, EARNINGS_TAG],
      }),
      proEarnings: build.query<ProEarningsView, void>({ query: () => PRO_APP_ROUTES.earnings, providesTags: [EARNINGS_TAG] }),
      proStatement: build.query<ProWeeklyStatementView, string>({
        query: (weekStart) => PRO_APP_ROUTES.statement(weekStart),
        providesTags: [EARNINGS_TAG],
      }),
      // An object URL of the CSV (a Blob would not belong in the store): the page downloads it, then frees it.
      downloadStatementCsv: build.mutation<string, { weekStart: string; language: Language }>({
        query: ({ weekStart, language }) => ({
          url: `${PRO_APP_ROUTES.statementCsv(weekStart)}?lang=${language}`,
          responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
        }),
      }),
      proProfile: build.query<ProMyProfileView, void>({ query: () => PRO_APP_ROUTES.profile, providesTags: [PROFILE_TAG] }),
      updateProProfile: build.mutation<ProMyProfileView, UpdateProProfileRequest>({
        query: (body) => ({ url: PRO_APP_ROUTES.profile, method: 'PUT', body }),
        // New categories or areas change the open jobs.
        invalidatesTags: [PROFILE_TAG, JOBS_TAG],
      }),
      uploadProPhoto: build.mutation<ProMyProfileView, File>({
        query: (file) => {
          const body = new FormData();
          body.append(PRO_PHOTO_FIELD, file);
          return { url: PRO_APP_ROUTES.photo, method: 'POST', body };
        },
        invalidatesTags: [PROFILE_TAG],
      }),
      proCredentials: build.query<ProCredentialsView, void>({
        query: () => PRO_CREDENTIALS_ROUTES.mine,
        providesTags: [CREDENTIALS_TAG],
      }),
      saveBusiness: build.mutation<ProCredentialsView, BusinessIdentityRequest>({
        query: (body) => ({ url: PRO_CREDENTIALS_ROUTES.business, method: 'PUT', body }),
        invalidatesTags: [CREDENTIALS_TAG],
      }),
      // A credential back in review may change which jobs are offered.
      saveCredential: build.mutation<ProCredentialsView, { kind: CredentialKind; body: CredentialRequest }>({
        query: ({ kind, body }) => ({ url: PRO_CREDENTIALS_ROUTES.one.replace(':kind', kind), method: 'PUT', body }),
        invalidatesTags: [CREDENTIALS_TAG, JOBS_TAG],
      }),
      uploadCredentialDocument: build.mutation<ProCredentialsView, { kind: CredentialKind; file: File }>({
        query: ({ kind, file }) => {
          const body = new FormData();
          body.append(CREDENTIAL_DOCUMENT_FIELD, file);
          return { url: PRO_CREDENTIALS_ROUTES.document.replace(':kind', kind), method: 'POST', body };
        },
        invalidatesTags: [CREDENTIALS_TAG, JOBS_TAG],
      }),
      replyToReview: build.mutation<PublicReviewView, { bookingNumber: string; reply: string }>({
        query: ({ bookingNumber, reply }) => ({
          url: PRO_PUBLIC_ROUTES.reply.replace(':bookingNumber', encodeURIComponent(bookingNumber)),
          method: 'POST',
          body: { reply },
        }),
        invalidatesTags: [HOME_TAG],
      }),
      proSchedule: build.query<ProScheduleView, void>({ query: () => PRO_APP_ROUTES.schedule, providesTags: [SCHEDULE_TAG] }),
      updateProSchedule: build.mutation<ProScheduleView, UpdateProScheduleRequest>({
        query: (body) => ({ url: PRO_APP_ROUTES.schedule, method: 'PUT', body }),
        invalidatesTags: [SCHEDULE_TAG],
      }),
    }),
  });

/** Marks the jobs, the home cards and the earnings stale: mounted queries fetch again. */
export const invalidateProJobs = () => proAppApi.util.invalidateTags([JOBS_TAG, HOME_TAG, EARNINGS_TAG]);

export const {
  useProHomeQuery,
  useOpenJobsQuery,
  useMyJobsQuery,
  useAcceptJobMutation,
  useJobStepMutation,
  useReviseArrivalMutation,
  useRecordPaymentMutation,
  useProEarningsQuery,
  useProStatementQuery,
  useDownloadStatementCsvMutation,
  useProProfileQuery,
  useUpdateProProfileMutation,
  useUploadProPhotoMutation,
  useProScheduleQuery,
  useUpdateProScheduleMutation,
  useProCredentialsQuery,
  useSaveBusinessMutation,
  useSaveCredentialMutation,
  useUploadCredentialDocumentMutation,
  useReplyToReviewMutation,
} = proAppApi;
