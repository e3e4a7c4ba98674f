import { Migration } from '@mikro-orm/migrations';

// Each outbox row carries the request that wrote it (its id and W3C trace context), which the relay
// hands to the job, so the worker's log lines and spans join the request's (docs/operations.md "Traces").
export class Migration0035OutboxTrace extends Migration {
  override name = 'Migration0035OutboxTrace';

  override up(): void {
    this.addSql(`alter table "outbox" add "trace" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "outbox" drop column "trace";`);
  }
}
