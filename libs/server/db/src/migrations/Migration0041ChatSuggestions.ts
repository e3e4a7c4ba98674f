import { Migration } from '@mikro-orm/migrations';

// What an assistant reply proposes (docs/assistant.md, Intents): the booking wizard on a service
// (none: the category picker), maybe on a Montreal day; or "Notify me" for a coming-soon service.
// Decided by the worker with the reply, so a reload shows the same button.
export class Migration0041ChatSuggestions extends Migration {
  override name = 'Migration0041ChatSuggestions';

  override up(): void {
    this.addSql(
      `alter table "chat_messages" add column "suggestion" text null, add column "suggested_service_id" text null, add column "suggested_date" date null;`,
    );
    this.addSql(`alter table "chat_messages" add constraint "chat_messages_suggestion_check" check ("suggestion" in ('book', 'notify'));`);
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_suggestion_shape_check" check (((suggestion is null) or (role = 'assistant')) and ((suggestion is not null) or ((suggested_service_id is null) and (suggested_date is null))) and ((suggestion <> 'notify') or ((suggested_service_id is not null) and (suggested_date is null))));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_suggestion_shape_check";`);
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_suggestion_check";`);
    this.addSql(`alter table "chat_messages" drop column "suggestion", drop column "suggested_service_id", drop column "suggested_date";`);
  }
}
