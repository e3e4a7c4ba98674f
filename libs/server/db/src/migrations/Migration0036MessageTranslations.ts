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
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_message_translations" cascade;`);
  }
}
