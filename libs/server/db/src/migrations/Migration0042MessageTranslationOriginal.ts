import { Migration } from '@mikro-orm/migrations';

// A booking message's row in the language it is written in (docs/messages.md, "Late readers"): the
// worker writes it when it detects the language, so the API knows which messages the worker has
// looked at and in which language they are, and a reader who came later (a pro assigned after, a
// changed language) gets them translated when they read the thread.
export class Migration0042MessageTranslationOriginal extends Migration {
  override name = 'Migration0042MessageTranslationOriginal';

  override up(): void {
    this.addSql(`alter table "booking_message_translations" drop constraint "booking_message_translations_status_check";`);
    this.addSql(
      `alter table "booking_message_translations" add constraint "booking_message_translations_status_check" check ("status" in ('pending', 'done', 'failed', 'rejected', 'original'));`,
    );
  }

  override down(): void {
    this.addSql(`delete from "booking_message_translations" where "status" = 'original';`);
    this.addSql(`alter table "booking_message_translations" drop constraint "booking_message_translations_status_check";`);
    this.addSql(
      `alter table "booking_message_translations" add constraint "booking_message_translations_status_check" check ("status" in ('pending', 'done', 'failed', 'rejected'));`,
    );
  }
}
