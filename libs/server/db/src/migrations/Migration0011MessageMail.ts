import { Migration } from '@mikro-orm/migrations';

// New messages by e-mail (docs/notifications.md): a "messages" switch, and per booking and reader
// how far they have read and been mailed, so that only unread messages are mailed, each once, and a
// burst of messages makes one e-mail.
export class Migration0011MessageMail extends Migration {
  override name = 'Migration0011MessageMail';

  override up(): void {
    this.addSql(`alter table "users" add column "notify_messages" boolean not null default true;`);
    this.addSql(`
      create table "booking_message_reads" (
        "booking_id" uuid not null,
        "user_id" uuid not null,
        "read_at" timestamptz null,
        "mailed_through" timestamptz null,
        "mail_due_at" timestamptz null,
        constraint "booking_message_reads_pkey" primary key ("booking_id", "user_id"),
        constraint "booking_message_reads_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "booking_message_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`create index "booking_message_reads_user_id_index" on "booking_message_reads" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_message_reads" cascade;`);
    this.addSql(`alter table "users" drop column "notify_messages";`);
  }
}
