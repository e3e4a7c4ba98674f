export { createTestDatabase, type TestDatabase } from './test-database.js';
export { bookingInsert, insertBooking, type BookingColumns, type BookingInsert } from './booking-builder.js';
