import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'day_capacity_set', 'day_capacity_removed', 'support_assigned', 'support_status_changed', 'support_replied',
  'account_disabled', 'account_enabled', 'password_reset_sent', 'role_changed'`;
const TARGETS_BEFORE = `'application', 'booking', 'day', 'support_request', 'user'`;

const hiddenCheck = (table: string) =>
  `alter table "${table}" add constraint "${table}_hidden_check" check (("hidden_at" is null and "hidden_reason" is null and "hidden_by" is null)
    or ("hidden_at" is not null and "hidden_reason" is not null and char_length("hidden_reason") between 1 and 500));`;

// Stats count the posts a reader sees: published and not hidden.
const statsFunction = (visible: (row: 'old' | 'new') => string) => `
  create or replace function blog_posts_stats_update() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and ${visible('old')} then
      update blog_category_stats set published_posts = published_posts - 1 where category = old.category;
      perform 1 from blog_tag_stats where tag = any(old.tags) order by tag for update;
      update blog_tag_stats set published_posts = published_posts - 1 where tag in (select distinct unnest(old.tags));
    end if;
    if tg_op in ('INSERT', 'UPDATE') and ${visible('new')} then
      insert into blog_category_stats (category, published_posts) values (new.category, 1)
        on conflict (category) do update set published_posts = blog_category_stats.published_posts + 1;
      insert into blog_tag_stats (tag, published_posts) select distinct tag, 1 from unnest(new.tags) as tag order by tag
        on conflict (tag) do update set published_posts = blog_tag_stats.published_posts + 1;
    end if;
    return null;
  end
  $$;`;

/** The stats and comment counts from the rows, as they were before moderation: every published post and comment counts. */
const RECOUNT_WITHOUT_MODERATION = [
  `update blog_category_stats set published_posts = 0;`,
  `insert into blog_category_stats (category, published_posts)
     select category, count(*) from blog_posts p where p.status = 'published' group by category
     on conflict (category) do update set published_posts = excluded.published_posts;`,
  `update blog_tag_stats set published_posts = 0;`,
  `insert into blog_tag_stats (tag, published_posts)
     select tag, count(*) from blog_posts p, unnest(p.tags) as tag where p.status = 'published' group by tag
     on conflict (tag) do update set published_posts = excluded.published_posts;`,
  `update blog_posts p set comments_count = (select count(*) from blog_comments c where c.post_id = p.id);`,
];

// Content moderation (docs/operations.md "Content moderation"): an operator hides a blog post or a
// comment with a reason, or restores it. A hidden post is out of every public read and of the
// category and tag stats; a hidden comment (and the replies under it) is out of the thread and of
// the post's comments_count. Both actions are audited.
export class Migration0033ContentModeration extends Migration {
  override name = 'Migration0033ContentModeration';

  override up(): void {
    for (const table of ['blog_posts', 'blog_comments']) {
      this.addSql(`alter table "${table}" add "hidden_at" timestamptz null, add "hidden_reason" text null, add "hidden_by" uuid null;`);
      this.addSql(hiddenCheck(table));
    }

    this.addSql(statsFunction((row) => `${row}.status = 'published' and ${row}.hidden_at is null`));
    this.addSql(`drop trigger "blog_posts_stats_trigger" on "blog_posts";`);
    this.addSql(`
      create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags", "hidden_at" on "blog_posts"
      for each row execute function blog_posts_stats_update();`);

    // The count is of the comments a reader sees, so hiding one (or its parent) changes it. It is
    // counted again under the post's row lock, taken first: a concurrent comment's count then
    // starts from a snapshot that has this one (READ COMMITTED takes one per statement).
    this.addSql(`
      create function blog_comments_count_update() returns trigger language plpgsql as $$
      declare
        target uuid := case when tg_op = 'DELETE' then old.post_id else new.post_id end;
      begin
        perform 1 from blog_posts where id = target for update;
        update blog_posts p set comments_count = (
          select count(*) from blog_comments c
           where c.post_id = target and c.hidden_at is null
             and (c.parent_id is null or exists (select 1 from blog_comments parent where parent.id = c.parent_id and parent.hidden_at is null))
        ) where p.id = target;
        return null;
      end
      $$;`);
    this.addSql(`drop trigger "blog_comments_count_trigger" on "blog_comments";`);
    this.addSql(`
      create trigger "blog_comments_count_trigger" after insert or delete or update of "hidden_at" on "blog_comments"
      for each row execute function blog_comments_count_update();`);

    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE}, 'content_hidden', 'content_restored'));`,
    );
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in (${TARGETS_BEFORE}, 'blog_post', 'blog_comment'));`,
    );
  }

  override down(): void {
    // The audit log is append-only: its rows about content stay, so the earlier checks come back NOT VALID.
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE})) not valid;`,
    );
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in (${TARGETS_BEFORE})) not valid;`,
    );

    this.addSql(`drop trigger "blog_comments_count_trigger" on "blog_comments";`);
    this.addSql(`drop function blog_comments_count_update();`);
    this.addSql(
      `create trigger "blog_comments_count_trigger" after insert or delete on "blog_comments" for each row execute function blog_posts_counter_update('comments_count');`,
    );
    this.addSql(`drop trigger "blog_posts_stats_trigger" on "blog_posts";`);
    this.addSql(statsFunction((row) => `${row}.status = 'published'`));
    this.addSql(`
      create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags" on "blog_posts"
      for each row execute function blog_posts_stats_update();`);

    // Without moderation, hidden content is public again: the counts follow.
    for (const table of ['blog_posts', 'blog_comments']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_hidden_check";`);
      this.addSql(`alter table "${table}" drop column "hidden_at", drop column "hidden_reason", drop column "hidden_by";`);
    }
    for (const sql of RECOUNT_WITHOUT_MODERATION) this.addSql(sql);
  }
}
