import { defineEntity, p } from '@mikro-orm/core';

// The most bookings a trade takes on one Montreal day (Migration0018TradeDayCapacities, the source
// of truth for the check): Moving Day, 1 July, caps moves.
const TradeDayCapacitySchema = defineEntity({
  name: 'TradeDayCapacity',
  tableName: 'trade_day_capacities',
  checks: [{ name: 'trade_day_capacities_max_bookings_check', expression: 'max_bookings >= 0' }],
  properties: {
    /** A catalogue service id. */
    serviceId: p.text().primary(),
    day: p.type('date').primary(),
    /** Bookings of the trade that day (not cancelled) at most. */
    maxBookings: p.integer(),
  },
});

export class TradeDayCapacity extends TradeDayCapacitySchema.class {}
TradeDayCapacitySchema.setClass(TradeDayCapacity);

export { TradeDayCapacitySchema };
