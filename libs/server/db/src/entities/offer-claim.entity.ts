import { defineEntity, p } from '@mikro-orm/core';
import { OFFER_KINDS } from '@hm/contracts';
import { Booking } from './booking.entity.js';
import { OfferCode } from './offer-code.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// One booking's use of an offer (Migration0020Offers, the source of truth): written in the booking's
// own statement; the partial unique indexes allow one welcome offer per account, phone and home,
// and one use per code, among the claims not released (a cancelled booking releases its claim).
const active = `released_at is null`;
const OfferClaimSchema = defineEntity({
  name: 'OfferClaim',
  tableName: 'offer_claims',
  uniques: [
    {
      name: 'offer_claims_welcome_user_unique',
      expression: `create unique index "offer_claims_welcome_user_unique" on "offer_claims" ("user_id") where kind = 'welcome' and ${active}`,
    },
    {
      name: 'offer_claims_welcome_phone_unique',
      expression: `create unique index "offer_claims_welcome_phone_unique" on "offer_claims" ("phone_key") where kind = 'welcome' and ${active}`,
    },
    {
      name: 'offer_claims_welcome_address_unique',
      expression: `create unique index "offer_claims_welcome_address_unique" on "offer_claims" ("address_key") where kind = 'welcome' and ${active}`,
    },
    {
      name: 'offer_claims_code_unique',
      expression: `create unique index "offer_claims_code_unique" on "offer_claims" ("code") where ${active}`,
    },
  ],
  checks: [
    {
      name: 'offer_claims_fields_check',
      expression: `((kind = 'welcome') and (phone_key is not null) and (address_key is not null) and (code is null)) or ((kind = 'thank_you') and (code is not null))`,
    },
  ],
  properties: {
    // Written before the booking row in the same statement, hence the deferred key.
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade').deferMode('deferred'),
    kind: p.enum(OFFER_KINDS).columnType('text'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    phoneKey: p.text().nullable(),
    addressKey: p.text().nullable(),
    code: () => p.manyToOne(OfferCode).nullable().deleteRule('cascade').fieldName('code'),
    createdAt: createdAtColumn(),
    releasedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class OfferClaim extends OfferClaimSchema.class {}
OfferClaimSchema.setClass(OfferClaim);

export { OfferClaimSchema };
