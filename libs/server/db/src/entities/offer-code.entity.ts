import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// A customer's thank-you code (Migration0020Offers, the source of truth for its checks): one per
// account, earned by their first completed job; used by an offer claim that is not released.
const OfferCodeSchema = defineEntity({
  name: 'OfferCode',
  tableName: 'offer_codes',
  checks: [{ name: 'offer_codes_percent_check', expression: '(percent >= 1) and (percent <= 100)' }],
  properties: {
    code: p.text().primary(),
    user: () => p.manyToOne(User).unique('offer_codes_user_id_unique').deleteRule('cascade'),
    percent: p.smallint(),
    earnedByBooking: () => p.manyToOne(Booking).nullable().deleteRule('set null'),
    createdAt: createdAtColumn(),
  },
});

export class OfferCode extends OfferCodeSchema.class {}
OfferCodeSchema.setClass(OfferCode);

export { OfferCodeSchema };
