import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';

// A paid job's receipt (Migration0024Receipts, the source of truth for its checks): its number,
// sequential per year, and what it says (the ReceiptDocument of @hm/mail), replaced at a reissue.
const ReceiptSchema = defineEntity({
  name: 'Receipt',
  tableName: 'receipts',
  uniques: [
    { name: 'receipts_number_unique', properties: ['number'] },
    { name: 'receipts_year_sequence_unique', properties: ['year', 'sequence'] },
  ],
  checks: [{ name: 'receipts_version_check', expression: '"version" > 0' }],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    year: p.smallint(),
    sequence: p.integer(),
    number: p.text(),
    version: p.integer().default(1),
    document: p.json<Record<string, unknown>>(),
    issuedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    reissuedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class Receipt extends ReceiptSchema.class {}
ReceiptSchema.setClass(Receipt);

// The last receipt number of each year: its row is locked by the transaction that takes the next one.
const ReceiptCounterSchema = defineEntity({
  name: 'ReceiptCounter',
  tableName: 'receipt_counters',
  checks: [{ name: 'receipt_counters_last_number_check', expression: '"last_number" > 0' }],
  properties: {
    year: p.smallint().primary().autoincrement(false),
    lastNumber: p.integer(),
  },
});

export class ReceiptCounter extends ReceiptCounterSchema.class {}
ReceiptCounterSchema.setClass(ReceiptCounter);

export { ReceiptSchema, ReceiptCounterSchema };
