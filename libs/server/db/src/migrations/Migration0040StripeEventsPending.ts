import { Migration } from '@mikro-orm/migrations';

// The webhook events not applied yet, oldest first: in a burst the worker applies the charge
// successes waiting with the one its job names (docs/payments-by-card.md "Webhooks"), and finds them
// here without reading the table's whole history.
export class Migration0040StripeEventsPending extends Migration {
  override name = 'Migration0040StripeEventsPending';

  override up(): void {
    this.addSql(`create index "stripe_events_pending_index" on "stripe_events" ("type", "received_at") where "processed_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "stripe_events_pending_index";`);
  }
}
