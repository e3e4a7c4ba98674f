import type { BookingStatus, BookingSummaryView, TimelineStatus } from '@hm/contracts';

// A booking's row in a list (the customer's dashboard, the operators' console): the columns to
// select from `bookings b left join users p on p.id = b.professional_id`, and the view of one row.

export type Row = Record<string, unknown>;

export const BOOKING_SUMMARY_COLUMNS = `b.id, b.booking_number, b.status, b.timeline_status, b.service_id, b.sub_service_id, b.sub_service_name,
  b.scheduled_date::text as scheduled_date, b.scheduled_time, b.first_name, b.last_name, b.email, b.city, b.created_at,
  case when p.id is null then null else p.first_name || ' ' || p.last_name end as professional_name`;

/** The same expression as bookings_search_trgm_index. */
export const SEARCH_EXPRESSION = `lower(b.first_name || ' ' || b.last_name || ' ' || b.email || ' ' || b.booking_number)`;

export { likePattern } from '../../common/sql/like-pattern.js';

export function toBookingSummary(row: Row): BookingSummaryView {
  return {
    id: row.id as string,
    bookingNumber: row.booking_number as string,
    status: row.status as BookingStatus,
    timelineStatus: row.timeline_status as TimelineStatus,
    serviceId: row.service_id as string,
    subServiceId: row.sub_service_id as string,
    subServiceName: row.sub_service_name as string,
    scheduledDate: row.scheduled_date as string,
    scheduledTime: row.scheduled_time as string,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    email: row.email as string,
    city: row.city as string,
    professionalName: (row.professional_name as string | null) ?? null,
    createdAt: (row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at))).toISOString(),
  };
}
