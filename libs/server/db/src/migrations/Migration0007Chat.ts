import { Migration } from '@mikro-orm/migrations';

// Chat assistant: one conversation per visitor (or per signed-in user, across devices)
// and its messages. Conversations expire 30 days after their last message; the worker purges
// them. Hand-written SQL; entities mirror it and chat-schema.int-spec.ts checks there is no diff.
export class Migration0007Chat extends Migration {
  override name = 'Migration0007Chat';

  override up(): void {
    this.addSql(`
      create table "chat_conversations" (
        "id" uuid not null default gen_random_uuid(),
        "visitor_id" uuid not null,
        "user_id" uuid null,
        "locale" text not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        constraint "chat_conversations_pkey" primary key ("id"),
        constraint "chat_conversations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "chat_conversations_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    // A signed-in user has one conversation, found from any device.
    this.addSql(`create unique index "chat_conversations_user_id_unique" on "chat_conversations" ("user_id") where "user_id" is not null;`);
    this.addSql(`create index "chat_conversations_visitor_id_index" on "chat_conversations" ("visitor_id");`);
    this.addSql(`create index "chat_conversations_expires_at_index" on "chat_conversations" ("expires_at");`);

    this.addSql(`
      create table "chat_messages" (
        "id" uuid not null default gen_random_uuid(),
        "conversation_id" uuid not null,
        "role" text not null,
        "content" text not null,
        "status" text not null,
        "error_kind" text null,
        "source" text null,
        "tokens" integer null,
        "created_at" timestamptz not null default now(),
        constraint "chat_messages_pkey" primary key ("id"),
        constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "chat_conversations" ("id") on delete cascade,
        constraint "chat_messages_role_check" check ("role" in ('user', 'assistant')),
        constraint "chat_messages_status_check" check ("status" in ('pending', 'done', 'failed')),
        constraint "chat_messages_error_kind_check" check ("error_kind" in ('overloaded', 'unavailable', 'technical', 'empty')),
        constraint "chat_messages_source_check" check ("source" in ('model', 'offline')),
        constraint "chat_messages_content_check" check (char_length("content") between 1 and 20000 and ("role" <> 'user' or char_length("content") <= 1000)),
        constraint "chat_messages_tokens_check" check ("tokens" >= 0)
      );`);
    this.addSql(`create index "chat_messages_conversation_id_created_at_index" on "chat_messages" ("conversation_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_messages";`);
    this.addSql(`drop table if exists "chat_conversations";`);
  }
}
