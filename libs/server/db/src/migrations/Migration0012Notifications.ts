import { Migration } from '@mikro-orm/migrations';

// The notification centre (docs/notifications.md): each person's notifications, newest first, with
// the unread ones counted from a partial index. Deleting the person or the booking deletes them.
export class Migration0012Notifications extends Migration {
  override name = 'Migration0012Notifications';

  override up(): void {
    this.addSql(`
      create table "notifications" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "code" text not null,
        "params" jsonb not null default '{}',
        "booking_id" uuid null,
        "created_at" timestamptz not null default now(),
        "read_at" timestamptz null,
        constraint "notifications_pkey" primary key ("id"),
        constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "notifications_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade
      );`);
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "notifications_user_id_unread_index" on "notifications" ("user_id") where "read_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "notifications";`);
  }
}
