import { Migration } from '@mikro-orm/migrations';

// A booking message translated into its reader's language by the worker (docs/messages.md): one row
// per message and target language, so each translation is paid for once.
export class Migration0036MessageTranslations extends Migration {
  override name = 'Migration0036MessageTranslations';

  override up(): void {
    this.addSql(`create table "booking_message_translations" (
      "message_id" uuid not null,
      "language" varchar(2) not null,
      "source_language" varchar(2) not null,
      "status" text not null,
      "text" text null,
      "error_kind" text null,
      "tokens" int null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      primary key ("message_id", "language"),
      constraint "booking_message_translations_language_check" check (language in ('fr', 'en')),
      constraint "booking_message_translations_text_check" check ((status = 'done') = (text is not null)),
      constraint "booking_message_translations_status_check" check ("status" in ('pending', 'done', 'failed', 'rejected'))
    );`);
    this.addSql(
      `alter table "booking_message_translations" add constraint "booking_message_translations_message_id_foreign" foreign key ("message_id") references "booking_messages" ("id") on delete cascade;`,
    );
    // A translation job does not wake the outbox relays from the message's transaction: PostgreSQL
    // serialises the commits of transactions that sent a NOTIFY, so every message would queue behind
    // the others (BENCHMARKS.md "Booking messages in each reader's language"). The API wakes the relays
    // after the commit instead (OutboxWaker). Every other row still wakes them, as before.
    this.addSql(`drop trigger if exists "outbox_notify" on "outbox";`);
    this.addSql(`drop function if exists "outbox_outbox_notify_fn"();`);
    this.addSql(
      `create or replace function "outbox_outbox_notify_fn"() returns trigger as $$ begin if new.queue <> 'chat' or new.job_name <> 'translateMessage' then perform pg_notify('outbox', ''); end if; return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "outbox_notify" AFTER INSERT on "outbox" for each ROW execute function "outbox_outbox_notify_fn"();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "outbox_notify" on "outbox";`);
    this.addSql(`drop function if exists "outbox_outbox_notify_fn"();`);
    this.addSql(
      `create or replace function "outbox_outbox_notify_fn"() returns trigger as $$ begin perform pg_notify('outbox', ''); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "outbox_notify" after insert on "outbox" for each statement execute function "outbox_outbox_notify_fn"();`);
    this.addSql(`drop table if exists "booking_message_translations" cascade;`);
  }
}
