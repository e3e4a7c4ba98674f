import {
  adminContentHideRoute,
  adminContentListRoute,
  adminContentRestoreRoute,
  type ModerationCommentListView,
  type ModerationCommentView,
  type ModerationKind,
  type ModerationPostListView,
  type ModerationPostView,
  type ModerationQuery,
  ADMIN_AUDIT_ROUTE,
  ADMIN_PEOPLE_ROUTE,
  adminPersonRoute,
  ADMIN_INBOX_ROUTE,
  ADMIN_WAITLISTS_CSV_ROUTE,
  ADMIN_WAITLISTS_ROUTE,
  adminInboxItemRoute,
  ADMIN_DAY_CAPACITY_ROUTE,
  ADMIN_MONEY_ROUTE,
  ADMIN_REFUND_ROUTE,
  type RefundRequest,
  ADMIN_DAY_ROUTE,
  PRO_ROUTES,
  RESERVATION_ROUTES,
  type AdminBookingListQuery,
  type AdminBookingListView,
  type AdminDayQuery,
  type AdminDayView,
  type AdminMoneyView,
  type AuditLogQuery,
  type AccountRole,
  type PeopleListView,
  type PeopleQuery,
  type PersonView,
  type EmailCaptureSource,
  type InboxItemView,
  type InboxListView,
  type InboxQuery,
  type SupportRequestKind,
  type UpdateInboxItemRequest,
  type WaitlistListView,
  type WaitlistQuery,
  type ApproveProfessionalRequest,
  type AuditLogView,
  type CorrectInvoiceRequest,
  type ProfessionalApplicationView,
  type ProfessionalStatus,
  type RejectProfessionalRequest,
  type ReservationView,
  type SetDayCapacityRequest,
  type WaitingBookingView,
  PRO_CREDENTIALS_ROUTES,
  type AdminProCredentialsView,
  type CredentialKind,
  type CredentialReviewRequest,
} from '@hm/contracts';
import { api } from '../../lib/api';

const APPLICATIONS_TAG = 'ProApplications';
const ADMIN_BOOKINGS_TAG = 'AdminBookings';
const ADMIN_MONEY_TAG = 'AdminMoney';
const AUDIT_TAG = 'AuditLog';
const INBOX_TAG = 'Inbox';
const PEOPLE_TAG = 'People';
const CONTENT_TAG = 'ModeratedContent';
const CREDENTIALS_TAG = 'ProCredentials';

/** A list's query without its unset filters. */
const withoutBlanks = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/** The operator console (role admin): applications, waiting bookings, every booking, a trade's day. */
export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: [APPLICATIONS_TAG, ADMIN_BOOKINGS_TAG, ADMIN_MONEY_TAG, AUDIT_TAG, INBOX_TAG, PEOPLE_TAG, CONTENT_TAG, CREDENTIALS_TAG],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listApplications: build.query<ProfessionalApplicationView[], ProfessionalStatus | void>({
        query: (status) => ({ url: PRO_ROUTES.adminApplications, params: status ? { status } : {} }),
        providesTags: [APPLICATIONS_TAG],
      }),
      approveApplication: build.mutation<ProfessionalApplicationView, { id: string } & ApproveProfessionalRequest>({
        query: ({ id, ...body }) => ({ url: PRO_ROUTES.adminApprove(id), method: 'POST', body }),
        // A new pro may match waiting bookings.
        invalidatesTags: [APPLICATIONS_TAG, ADMIN_BOOKINGS_TAG],
      }),
      rejectApplication: build.mutation<ProfessionalApplicationView, { id: string } & RejectProfessionalRequest>({
        query: ({ id, ...body }) => ({ url: PRO_ROUTES.adminReject(id), method: 'POST', body }),
        invalidatesTags: [APPLICATIONS_TAG],
      }),
      waitingBookings: build.query<WaitingBookingView[], void>({
        query: () => PRO_ROUTES.adminWaitingBookings,
        providesTags: [ADMIN_BOOKINGS_TAG],
      }),
      adminBookings: build.query<AdminBookingListView, AdminBookingListQuery>({
        query: (params) => ({
          url: PRO_ROUTES.adminBookings,
          params: withoutBlanks(params),
        }),
        providesTags: [ADMIN_BOOKINGS_TAG],
      }),
      // Tagged with the bookings: an assignment (or any live change) fetches the day again.
      adminDay: build.query<AdminDayView, AdminDayQuery>({
        query: (params) => ({ url: ADMIN_DAY_ROUTE, params }),
        providesTags: [ADMIN_BOOKINGS_TAG],
      }),
      // The day's cap (Moving Day): set or removed, the day is read again.
      setDayCapacity: build.mutation<AdminDayView, SetDayCapacityRequest>({
        query: (body) => ({ url: ADMIN_DAY_CAPACITY_ROUTE, method: 'PUT', body }),
        invalidatesTags: [ADMIN_BOOKINGS_TAG],
      }),
      removeDayCapacity: build.mutation<AdminDayView, AdminDayQuery>({
        query: (params) => ({ url: ADMIN_DAY_CAPACITY_ROUTE, method: 'DELETE', params }),
        invalidatesTags: [ADMIN_BOOKINGS_TAG],
      }),
      // Read again whenever the console opens it: every action of any operator adds to it.
      auditLog: build.query<AuditLogView, AuditLogQuery>({
        query: (params) => ({
          url: ADMIN_AUDIT_ROUTE,
          params: withoutBlanks(params),
        }),
        providesTags: [AUDIT_TAG],
        keepUnusedDataFor: 0,
      }),
      inbox: build.query<InboxListView, InboxQuery>({
        query: (params) => ({ url: ADMIN_INBOX_ROUTE, params: withoutBlanks(params) }),
        providesTags: [INBOX_TAG],
      }),
      inboxItem: build.query<InboxItemView, { kind: SupportRequestKind; id: string }>({
        query: ({ kind, id }) => adminInboxItemRoute(kind, id),
        providesTags: [INBOX_TAG],
      }),
      // Each change answers the request as it now is; the list (status, assignee, replies) is read again.
      updateInboxItem: build.mutation<InboxItemView, { kind: SupportRequestKind; id: string } & UpdateInboxItemRequest>({
        query: ({ kind, id, ...body }) => ({ url: adminInboxItemRoute(kind, id), method: 'PATCH', body }),
        invalidatesTags: [INBOX_TAG, AUDIT_TAG],
      }),
      addInboxEntry: build.mutation<InboxItemView, { kind: SupportRequestKind; id: string; entry: 'replies' | 'notes'; body: string }>({
        query: ({ kind, id, entry, body }) => ({ url: `${adminInboxItemRoute(kind, id)}/${entry}`, method: 'POST', body: { body } }),
        invalidatesTags: [INBOX_TAG, AUDIT_TAG],
      }),
      people: build.query<PeopleListView, PeopleQuery>({
        query: (params) => ({ url: ADMIN_PEOPLE_ROUTE, params: withoutBlanks(params) }),
        providesTags: [PEOPLE_TAG],
      }),
      person: build.query<PersonView, string>({ query: (id) => adminPersonRoute(id), providesTags: [PEOPLE_TAG] }),
      // Disable, enable, reset link, role: each answers the account as it now is; the list and the log are read again.
      personAction: build.mutation<
        PersonView,
        | { id: string; action: 'disable'; reason: string }
        | { id: string; action: 'enable' | 'password-reset' }
        | { id: string; action: 'role'; role: AccountRole }
      >({
        query: (args) =>
          args.action === 'role'
            ? { url: `${adminPersonRoute(args.id)}/role`, method: 'PUT', body: { role: args.role } }
            : {
                url: `${adminPersonRoute(args.id)}/${args.action}`,
                method: 'POST',
                ...(args.action === 'disable' ? { body: { reason: args.reason } } : {}),
              },
        invalidatesTags: [PEOPLE_TAG, AUDIT_TAG],
      }),
      moderatedPosts: build.query<ModerationPostListView, ModerationQuery>({
        query: (params) => ({ url: adminContentListRoute('post'), params: withoutBlanks(params) }),
        providesTags: [CONTENT_TAG],
      }),
      moderatedComments: build.query<ModerationCommentListView, ModerationQuery>({
        query: (params) => ({ url: adminContentListRoute('comment'), params: withoutBlanks(params) }),
        providesTags: [CONTENT_TAG],
      }),
      // Hide (with the reason) or restore a post or a comment; the lists and the log are read again.
      moderateContent: build.mutation<
        ModerationPostView | ModerationCommentView,
        { kind: ModerationKind; id: string } & ({ action: 'hide'; reason: string } | { action: 'restore' })
      >({
        query: (args) =>
          args.action === 'hide'
            ? { url: adminContentHideRoute(args.kind, args.id), method: 'POST', body: { reason: args.reason } }
            : { url: adminContentRestoreRoute(args.kind, args.id), method: 'POST' },
        invalidatesTags: [CONTENT_TAG, AUDIT_TAG],
      }),
      proCredentials: build.query<AdminProCredentialsView[], void>({
        query: () => PRO_CREDENTIALS_ROUTES.adminList,
        providesTags: [CREDENTIALS_TAG],
      }),
      reviewCredential: build.mutation<AdminProCredentialsView, { userId: string; kind: CredentialKind } & CredentialReviewRequest>({
        query: ({ userId, kind, ...body }) => ({
          url: PRO_CREDENTIALS_ROUTES.adminReview.replace(':userId', encodeURIComponent(userId)).replace(':kind', kind),
          method: 'POST',
          body,
        }),
        // A verified pro may now match waiting bookings.
        invalidatesTags: [CREDENTIALS_TAG, ADMIN_BOOKINGS_TAG, AUDIT_TAG],
      }),
      // An object URL of the certificate (the route needs the operator's token): the tab opens it, then frees it.
      credentialDocument: build.mutation<string, string>({
        query: (documentUrl) => ({
          url: documentUrl.replace(/^\/api\//, ''),
          responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
        }),
      }),
      waitlists: build.query<WaitlistListView, WaitlistQuery>({
        query: (params) => ({ url: ADMIN_WAITLISTS_ROUTE, params: withoutBlanks(params) }),
      }),
      // An object URL of the CSV (a Blob would not belong in the store): the tab downloads it, then frees it.
      exportWaitlists: build.mutation<string, { source?: EmailCaptureSource }>({
        query: (params) => ({
          url: ADMIN_WAITLISTS_CSV_ROUTE,
          params: withoutBlanks(params),
          responseHandler: async (response: Response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
        }),
      }),
      adminMoney: build.query<AdminMoneyView, void>({ query: () => ADMIN_MONEY_ROUTE, providesTags: [ADMIN_MONEY_TAG] }),
      approveFinalPrice: build.mutation<ReservationView, string>({
        query: (bookingNumber) => ({ url: RESERVATION_ROUTES.approveInvoice(bookingNumber), method: 'POST' }),
        invalidatesTags: [ADMIN_MONEY_TAG],
      }),
      correctFinalPrice: build.mutation<ReservationView, { bookingNumber: string } & CorrectInvoiceRequest>({
        query: ({ bookingNumber, ...body }) => ({ url: RESERVATION_ROUTES.adminCorrectInvoice(bookingNumber), method: 'POST', body }),
        invalidatesTags: [ADMIN_MONEY_TAG],
      }),
      reissueReceipt: build.mutation<void, string>({
        query: (bookingNumber) => ({ url: RESERVATION_ROUTES.adminReissueReceipt(bookingNumber), method: 'POST' }),
        invalidatesTags: [ADMIN_MONEY_TAG],
      }),
      refundCardPayment: build.mutation<void, { bookingNumber: string } & RefundRequest>({
        query: ({ bookingNumber, ...body }) => ({ url: ADMIN_REFUND_ROUTE(bookingNumber), method: 'POST', body }),
        invalidatesTags: [ADMIN_MONEY_TAG],
      }),
      assignProfessional: build.mutation<ReservationView, { bookingNumber: string; professionalId: string }>({
        query: ({ bookingNumber, professionalId }) => ({
          url: RESERVATION_ROUTES.adminTransition(bookingNumber),
          method: 'POST',
          body: { action: 'assign', professionalId },
        }),
        invalidatesTags: [ADMIN_BOOKINGS_TAG],
      }),
    }),
  });

/** Marks the console's booking lists stale: mounted queries fetch again. */
export const invalidateAdminBookings = () => adminApi.util.invalidateTags([ADMIN_BOOKINGS_TAG]);

export const {
  useListApplicationsQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
  useWaitingBookingsQuery,
  useAdminBookingsQuery,
  useAdminDayQuery,
  useAssignProfessionalMutation,
  useSetDayCapacityMutation,
  useRemoveDayCapacityMutation,
  useAdminMoneyQuery,
  useApproveFinalPriceMutation,
  useCorrectFinalPriceMutation,
  useReissueReceiptMutation,
  useRefundCardPaymentMutation,
  useAuditLogQuery,
  useInboxQuery,
  useInboxItemQuery,
  useUpdateInboxItemMutation,
  useAddInboxEntryMutation,
  useWaitlistsQuery,
  useExportWaitlistsMutation,
  usePeopleQuery,
  usePersonQuery,
  usePersonActionMutation,
  useModeratedPostsQuery,
  useModeratedCommentsQuery,
  useModerateContentMutation,
  useProCredentialsQuery,
  useReviewCredentialMutation,
  useCredentialDocumentMutation,
} = adminApi;
