import { Migration } from '@mikro-orm/migrations';

// The public site: the waitlist's e-mail captures, the contact form's messages and the
// FAQ page's questions. Hand-written SQL, reviewed; entities mirror it and the db integration test
// checks there is no schema diff. No client IP is stored: per-IP rate limits live in Redis only
// (hashed keys that expire), which keeps these tables free of data the privacy policy would have
// to justify.
export class Migration0005PublicSite extends Migration {
  override name = 'Migration0005PublicSite';

  override up(): void {
    // One row per address (stored trimmed and lower-cased by the API). The unique constraint is
    // what answers "already subscribed": the API inserts with ON CONFLICT DO NOTHING, so two
    // simultaneous sign-ups of one address cannot both create a row.
    this.addSql(`
      create table "email_captures" (
        "id" uuid not null default gen_random_uuid(),
        "email" text not null,
        "source" text not null,
        "status" text not null default 'success',
        "locale" text not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "email_captures_pkey" primary key ("id"),
        constraint "email_captures_email_unique" unique ("email"),
        constraint "email_captures_source_check" check ("source" in ('waitlist', 'landing', 'services', 'discover_services', 'about', 'grow_business', 'professional_signup', 'blog_newsletter')),
        constraint "email_captures_status_check" check ("status" in ('success')),
        constraint "email_captures_locale_check" check ("locale" in ('fr', 'en'))
      );`);

    this.addSql(`
      create table "contact_messages" (
        "id" uuid not null default gen_random_uuid(),
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "subject" text not null,
        "message" text not null,
        "status" text not null default 'pending',
        "locale" text not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "contact_messages_pkey" primary key ("id"),
        constraint "contact_messages_subject_check" check ("subject" in ('general', 'feedback', 'support', 'partnership')),
        constraint "contact_messages_message_check" check (char_length("message") between 1 and 5000),
        -- 'pending' on submit; support marks a message answered or closed.
        constraint "contact_messages_status_check" check ("status" in ('pending', 'answered', 'closed')),
        constraint "contact_messages_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    // Support's queue: the oldest pending messages first.
    this.addSql(`create index "contact_messages_status_created_at_index" on "contact_messages" ("status", "created_at");`);

    this.addSql(`
      create table "faq_questions" (
        "id" uuid not null default gen_random_uuid(),
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "question" text not null,
        "status" text not null default 'pending',
        "locale" text not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "faq_questions_pkey" primary key ("id"),
        constraint "faq_questions_question_check" check (char_length("question") between 1 and 2000),
        constraint "faq_questions_status_check" check ("status" in ('pending', 'answered', 'closed')),
        constraint "faq_questions_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    this.addSql(`create index "faq_questions_status_created_at_index" on "faq_questions" ("status", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "faq_questions";`);
    this.addSql(`drop table if exists "contact_messages";`);
    this.addSql(`drop table if exists "email_captures";`);
  }
}
