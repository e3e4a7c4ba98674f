import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';

// Card payments with Stripe (Migration0027CardPayments, the source of truth for the checks;
// docs/payments-by-card.md). Only Stripe's ids, a card's brand and its last four digits are kept.

export const CARD_CHARGE_KINDS = ['job', 'tip', 'late_cancellation', 'late_reschedule'] as const;
export type CardChargeKind = (typeof CARD_CHARGE_KINDS)[number];
export const CARD_CHARGE_STATUSES = ['pending', 'succeeded', 'requires_action', 'failed'] as const;
export type CardChargeStatus = (typeof CARD_CHARGE_STATUSES)[number];
export const CARD_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type CardRefundStatus = (typeof CARD_REFUND_STATUSES)[number];

/** The account's customer at Stripe, made the first time it saves a card. */
const StripeCustomerSchema = defineEntity({
  name: 'StripeCustomer',
  tableName: 'stripe_customers',
  uniques: [{ name: 'stripe_customers_customer_id_unique', properties: ['customerId'] }],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    customerId: p.text(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export class StripeCustomer extends StripeCustomerSchema.class {}
StripeCustomerSchema.setClass(StripeCustomer);

/** The card the customer saved for a booking through Stripe Checkout (setup mode). */
const BookingCardSchema = defineEntity({
  name: 'BookingCard',
  tableName: 'booking_cards',
  checks: [{ name: 'booking_cards_last4_check', expression: `"last4" ~ '^[0-9]{4}$'` }],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    customerId: p.text(),
    paymentMethodId: p.text(),
    brand: p.text(),
    last4: p.text(),
    savedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export class BookingCard extends BookingCardSchema.class {}
BookingCardSchema.setClass(BookingCard);

/** One charge of a booking's card, per kind (the job with its tip, a later tip, each late-change fee). */
const CardChargeSchema = defineEntity({
  name: 'CardCharge',
  tableName: 'card_charges',
  uniques: [
    { name: 'card_charges_booking_id_kind_unique', properties: ['booking', 'kind'] },
    { name: 'card_charges_payment_intent_id_unique', properties: ['paymentIntentId'] },
  ],
  checks: [
    { name: 'card_charges_kind_check', expression: `"kind" in ('job', 'tip', 'late_cancellation', 'late_reschedule')` },
    { name: 'card_charges_status_check', expression: `"status" in ('pending', 'succeeded', 'requires_action', 'failed')` },
    { name: 'card_charges_amount_check', expression: '("amount_cents" > 0) and ("tip_cents" >= 0) and ("tip_cents" <= "amount_cents")' },
  ],
  properties: {
    id: p.uuid().primary(),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    kind: p.enum(CARD_CHARGE_KINDS).columnType('text'),
    amountCents: p.integer(),
    /** The part of the amount that is the customer's tip (all the pro's). */
    tipCents: p.integer().default(0),
    status: p.enum(CARD_CHARGE_STATUSES).columnType('text'),
    paymentIntentId: p.text().nullable(),
    failureCode: p.text().nullable(),
    payUrl: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export class CardCharge extends CardChargeSchema.class {}
CardChargeSchema.setClass(CardCharge);

/** An operator's refund of a charge, full or partial, with the reason. */
const CardRefundSchema = defineEntity({
  name: 'CardRefund',
  tableName: 'card_refunds',
  uniques: [{ name: 'card_refunds_refund_id_unique', properties: ['refundId'] }],
  indexes: [{ name: 'card_refunds_charge_id_index', properties: ['charge'] }],
  checks: [
    { name: 'card_refunds_status_check', expression: `"status" in ('pending', 'succeeded', 'failed')` },
    { name: 'card_refunds_amount_check', expression: '"amount_cents" > 0' },
  ],
  properties: {
    id: p.uuid().primary(),
    charge: () => p.manyToOne(CardCharge).deleteRule('cascade'),
    amountCents: p.integer(),
    reason: p.text(),
    requestedBy: () => p.manyToOne(User).fieldName('requested_by').nullable().deleteRule('set null').updateRule('no action'),
    status: p.enum(CARD_REFUND_STATUSES).columnType('text'),
    refundId: p.text().nullable(),
    failureCode: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export class CardRefund extends CardRefundSchema.class {}
CardRefundSchema.setClass(CardRefund);

/** Each Stripe webhook event, once: its id is the key, so a duplicate delivery inserts nothing. */
const StripeEventSchema = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_events',
  indexes: [
    {
      name: 'stripe_events_pending_index',
      expression: 'create index "stripe_events_pending_index" on "stripe_events" ("type", "received_at") where "processed_at" is null',
    },
  ],
  properties: {
    id: p.text().primary(),
    type: p.text(),
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    processedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export class StripeEvent extends StripeEventSchema.class {}
StripeEventSchema.setClass(StripeEvent);

export { StripeCustomerSchema, BookingCardSchema, CardChargeSchema, CardRefundSchema, StripeEventSchema };
