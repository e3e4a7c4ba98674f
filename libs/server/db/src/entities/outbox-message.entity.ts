import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from './columns.js';

// A job waiting to be handed to BullMQ. Rows are written in the same transaction as the
// business change that caused them, so "booking saved" and "mail will be sent" commit together;
// the relay (in @hm/queue) moves them to Redis later and stamps relayed_at.
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  indexes: [
    {
      name: 'outbox_pending_idx',
      expression: 'create index "outbox_pending_idx" on "outbox" ("id") where "relayed_at" is null',
    },
  ],
  // Committed inserts wake the relays (Migration0029OutboxNotify; NotifyListener, OUTBOX_CHANNEL),
  // except a booking message's translation job (Migration0036MessageTranslations): PostgreSQL
  // serialises the commits of transactions that sent a NOTIFY, which would queue every message
  // behind the others; the API wakes the relays for those itself after the commit (OutboxWaker).
  triggers: [
    {
      name: 'outbox_notify',
      timing: 'after',
      events: ['insert'],
      forEach: 'row',
      body: "if new.queue <> 'chat' or new.job_name <> 'translateMessage' then perform pg_notify('outbox', ''); end if; return null;",
    },
  ],
  properties: {
    // bigserial; read as a string so ids above 2^53 stay exact.
    id: p.bigint('string').primary().autoincrement(),
    queue: p.text(),
    jobName: p.text(),
    payload: p.json<unknown>().columnType('jsonb'),
    delayMs: p.integer().default(0).check('delay_ms >= 0'),
    createdAt: createdAtColumn(),
    relayedAt: p.datetime().columnType('timestamptz').nullable(),
    relayAttempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** The request that wrote the row: its id and W3C trace context ({ requestId, traceparent, tracestate }); null when none. */
    trace: p.json<Record<string, string>>().columnType('jsonb').nullable(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);

export { OutboxMessageSchema };
