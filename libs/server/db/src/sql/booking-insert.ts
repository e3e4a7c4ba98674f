// The statement that writes a new booking, shared by the API (BookingsRepository.insert) and the
// create-booking benchmark, which has pgbench run this very SQL as the database's ceiling.
//
// One statement writes the whole booking (PostgreSQL runs a statement atomically, so this is the
// use case's single transaction, in one round trip instead of eight). The first CTE claims the
// Idempotency-Key: when the key is taken, it returns no row, so nothing else is inserted; a
// concurrent holder of the key makes it wait until that holder commits or rolls back. The
// reminder's outbox id is drawn first so the booking can name its job (reminder_job_id). A booking
// made with an offer claims it (offer_claims): a claim the unique indexes refuse fails the whole
// statement, and the API writes the booking again without the offer.

/** Every column of a new booking row, in the order of its `?` placeholders. */
export const BOOKING_INSERT_COLUMNS = [
  'id',
  'booking_number',
  'user_id',
  'status',
  'timeline_status',
  'service_id',
  'sub_service_id',
  'service_option',
  'sub_service_name',
  'sub_service_description',
  'price_cents',
  'price_kind',
  'currency',
  'scheduled_date',
  'scheduled_time',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'apartment',
  'city',
  'postal_code',
  'description',
  'access_notes',
  'parking',
  'parking_notes',
  'locale',
  'created_at',
  'updated_at',
  'starts_at',
  'ends_at',
  'held_by_id',
  'offer_kind',
  'offer_percent',
] as const;

const CLAIM_KEY = `insert into idempotency_keys (user_id, key, request_hash, booking_id) values (?, ?, ?, ?)
  on conflict (user_id, key) do nothing returning booking_id`;
const NO_KEY = `select ?::uuid as booking_id`;

/**
 * The statement's SQL with `?` placeholders, and the name of each placeholder in order: the
 * claim's (`claim_*`), the jobs' `trace` (the outbox's trace column), `has_reminder`, the booking's columns, the offer claim's keys (`offer_*`), `reminder_job`, `reminder_delay_ms`,
 * the first message's `sender_name`, `message`, `metadata`, and the confirmation job's `reservation_url`
 * (the worker writes the e-mail from the booking as stored: bookingConfirmationMailOf of @hm/bookings).
 */
export function bookingInsertStatement(withIdempotencyKey: boolean): { sql: string; parameters: readonly string[] } {
  const claim = withIdempotencyKey ? CLAIM_KEY : NO_KEY;
  const claimParameters = withIdempotencyKey
    ? ['claim_user_id', 'claim_key', 'claim_request_hash', 'claim_booking_id']
    : ['claim_booking_id'];
  const sql = `
with claim as (${claim}),
job_trace as (select ?::jsonb as trace),
reminder_id as (select nextval(pg_get_serial_sequence('outbox', 'id')) as id from claim where ?::boolean),
booking as (
  insert into bookings (${BOOKING_INSERT_COLUMNS.join(', ')}, reminder_job_id)
  select ${BOOKING_INSERT_COLUMNS.map(() => '?').join(', ')}, (select 'outbox-' || id from reminder_id) from claim
  returning id, created_at, user_id, offer_kind
),
offer as (
  insert into offer_claims (booking_id, kind, user_id, phone_key, address_key, code)
  select id, offer_kind, user_id, ?, ?, ? from booking where offer_kind is not null
),
event as (
  insert into booking_timeline_events (booking_id, status, note, created_at) select id, 'waiting_for_pro', '{"code":"booking_received"}'::jsonb, created_at from booking
),
reminder as (
  insert into outbox (id, queue, job_name, payload, delay_ms, trace)
  select reminder_id.id, 'mail', 'bookingReminder', ?::jsonb, ?::int, job_trace.trace from reminder_id, booking, job_trace
),
message as (
  insert into booking_messages (booking_id, sender_type, sender_name, message, metadata, created_at)
  select id, 'system', ?, ?, ?::jsonb, created_at from booking
),
confirmation as (
  insert into outbox (queue, job_name, payload, trace)
  select 'mail', 'bookingConfirmation', jsonb_build_object('bookingId', id, 'reservationUrl', ?::text), job_trace.trace from booking, job_trace
)
select id from booking`;
  const parameters = [
    ...claimParameters,
    'trace',
    'has_reminder',
    ...BOOKING_INSERT_COLUMNS,
    'offer_phone_key',
    'offer_address_key',
    'offer_code',
    'reminder_job',
    'reminder_delay_ms',
    'sender_name',
    'message',
    'metadata',
    'reservation_url',
  ];
  return { sql, parameters };
}
