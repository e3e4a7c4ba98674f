import { defineEntity, p } from '@mikro-orm/core';
import { BOOKING_STATUSES, OFFER_KINDS, PARKING_OPTIONS, SUPPORTED_LANGUAGES, TIMELINE_STATUSES } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

export const BOOKING_PRICE_KINDS = ['from_hour', 'from_job', 'quote'] as const;
export const BOOKING_CURRENCIES = ['CAD'] as const;

// Columns mirror Migration0003Bookings; the migration is the source of truth (checks, the
// descending index), this schema only maps it. Dates are the customer's Toronto wall clock:
// scheduled_date a DATE read as 'YYYY-MM-DD', scheduled_time 'HH:MM'. The price columns are a
// snapshot of the catalogue when the booking was made, so later catalogue changes never alter it.
const BookingSchema = defineEntity({
  name: 'Booking',
  tableName: 'bookings',
  indexes: [
    {
      name: 'bookings_user_id_created_at_index',
      expression: 'create index "bookings_user_id_created_at_index" on "bookings" ("user_id", "created_at" desc)',
    },
    // Migration0004Reservations: counts by status and assignment, the schedule sort, a pro's jobs, search.
    { name: 'bookings_user_id_status_professional_id_index', properties: ['user', 'status', 'professional'] },
    { name: 'bookings_user_id_scheduled_date_index', properties: ['user', 'scheduledDate', 'scheduledTime'] },
    {
      name: 'bookings_taken_by_starts_at_index',
      expression: `create index "bookings_taken_by_starts_at_index" on "bookings" ((coalesce(professional_id, held_by_id)), "starts_at") include ("ends_at", "id") where starts_at is not null and status in ('pending', 'confirmed', 'in_progress')`,
    },
    {
      name: 'bookings_professional_id_index',
      expression: 'create index "bookings_professional_id_index" on "bookings" ("professional_id") where "professional_id" is not null',
    },
    {
      name: 'bookings_search_trgm_index',
      expression: `create index "bookings_search_trgm_index" on "bookings" using gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "booking_number")) gin_trgm_ops)`,
    },
  ],
  checks: [
    { name: 'bookings_booking_number_check', expression: `booking_number ~ '^HM-[0-9]{4}-[0-9]{9}$'` },
    {
      name: 'bookings_price_cents_check',
      expression: `((price_cents is null) = (price_kind = 'quote')) and ((price_cents is null) or (price_cents >= 0))`,
    },
    { name: 'bookings_scheduled_time_check', expression: `scheduled_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'` },
    { name: 'bookings_parking_check', expression: `parking in ('street', 'driveway', 'paid', 'none')` },
    { name: 'bookings_access_notes_length_check', expression: 'char_length(access_notes) <= 300' },
    { name: 'bookings_parking_notes_length_check', expression: 'char_length(parking_notes) <= 200' },
    // Migration0017BookingSlots: a range needs both ends, in order.
    {
      name: 'bookings_slot_range_check',
      expression: '((starts_at is null) = (ends_at is null)) and ((starts_at is null) or (starts_at < ends_at))',
    },
    // Migration0019ProTimeHolds: one pro (assigned, else holding) never has two jobs taking time at once.
    {
      name: 'bookings_pro_time_no_overlap',
      expression: `exclude using gist ((coalesce(professional_id, held_by_id)) with =, tstzrange(starts_at, ends_at) with &&) where (starts_at is not null and status in ('pending', 'confirmed', 'in_progress'))`,
    },
    // Migration0020Offers: an offer has a known kind and a percent, or the booking has neither.
    {
      name: 'bookings_offer_check',
      expression: `((offer_kind is null) = (offer_percent is null)) and ((offer_percent is null) or ((offer_percent >= 1) and (offer_percent <= 100)))`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    bookingNumber: p.text().unique('bookings_booking_number_unique'),
    // No cascade: a booking is a business record, not something an account deletion silently removes.
    user: () => p.manyToOne(User),
    status: p.enum(BOOKING_STATUSES).columnType('text').default('pending'),
    timelineStatus: p.enum(TIMELINE_STATUSES).columnType('text').default('waiting_for_pro'),
    serviceId: p.text(),
    subServiceId: p.text(),
    /** 'name - description (price)', in the booking's language. */
    serviceOption: p.text(),
    subServiceName: p.text(),
    subServiceDescription: p.text(),
    priceCents: p.integer().nullable(),
    priceKind: p.enum(BOOKING_PRICE_KINDS).columnType('text'),
    currency: p.enum(BOOKING_CURRENCIES).columnType('text').default('CAD'),
    scheduledDate: p.type('date'),
    scheduledTime: p.text(),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    phone: p.text(),
    address: p.text(),
    apartment: p.text().nullable(),
    city: p.text(),
    postalCode: p.text(),
    description: p.text().nullable(),
    // Migration0014AddressAccess: seen by the owner, operators and the assigned pro only.
    accessNotes: p.text().nullable(),
    parking: p.enum(PARKING_OPTIONS).columnType('text').nullable(),
    parkingNotes: p.text().nullable(),
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    /** The assigned professional: a user with the professional role (the API checks the role). */
    professional: () => p.manyToOne(User).nullable().deleteRule('no action'),
    /**
     * While no pro is assigned: the pro whose time the booking holds (free when it was made or moved),
     * so the same free time is not sold twice. Cleared when a pro is assigned.
     */
    heldBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The offer the booking was made with (Migration0020Offers), and its percent off the work's price. */
    offerKind: p.enum(OFFER_KINDS).columnType('text').nullable(),
    offerPercent: p.smallint().nullable(),
    /** Set when the professional is en route. */
    estimatedArrival: p.datetime().columnType('timestamptz').nullable(),
    /** When the visit starts, and when its pro is free again (duration + travel buffer); null on bookings made before ranges. */
    startsAt: p.datetime().columnType('timestamptz').nullable(),
    endsAt: p.datetime().columnType('timestamptz').nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    /** Bumped whenever the reminder is rescheduled or dropped; a reminder job of an older version does nothing. */
    reminderVersion: p.integer().default(0),
    /** BullMQ id of the current reminder job, removed best-effort when superseded. */
    reminderJobId: p.text().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class Booking extends BookingSchema.class {}
BookingSchema.setClass(Booking);

export { BookingSchema };
