import { Migration } from '@mikro-orm/migrations';

// Wakes the outbox relays when rows are committed (the outbox relay in @hm/queue): a statement that
// inserts into the outbox sends NOTIFY on the channel `outbox` (OUTBOX_CHANNEL), delivered at the
// commit and sent once per transaction, so a relay moves the rows at once instead of at its next
// poll. The poll stays: a relay whose listening connection is down still finds every row.
export class Migration0029OutboxNotify extends Migration {
  override name = 'Migration0029OutboxNotify';

  override up(): void {
    // The DDL the ORM writes for OutboxMessage's trigger, so the schema check finds no difference.
    this.addSql(
      `create or replace function "outbox_outbox_notify_fn"() returns trigger as $$ begin perform pg_notify('outbox', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "outbox_notify" after insert on "outbox" for each statement execute function "outbox_outbox_notify_fn"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "outbox_notify" on "outbox";`);
    this.addSql(`drop function if exists "outbox_outbox_notify_fn"();`);
  }
}
