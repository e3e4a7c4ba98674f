export { createTestDatabase, type TestDatabase } from './test-database.js';
export { bookingInsert, bookingsInsertSelect, insertBooking, type BookingColumns, type BookingInsert } from './booking-builder.js';
