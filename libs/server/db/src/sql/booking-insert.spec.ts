import { BOOKING_INSERT_COLUMNS, bookingInsertStatement } from './booking-insert.js';

describe('bookingInsertStatement', () => {
  it.each([true, false])('names every placeholder, in order (with an Idempotency-Key: %s)', (withKey) => {
    const { sql, parameters } = bookingInsertStatement(withKey);
    expect(sql.match(/\?/g)).toHaveLength(parameters.length);
    expect(new Set(parameters).size).toBe(parameters.length);
    const first = parameters.indexOf('id');
    expect(parameters.slice(first, first + BOOKING_INSERT_COLUMNS.length)).toEqual([...BOOKING_INSERT_COLUMNS]);
    expect(parameters.at(-1)).toBe('reservation_url');
  });
});
