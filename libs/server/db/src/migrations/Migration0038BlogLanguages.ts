import { Migration } from '@mikro-orm/migrations';

// The blog in two languages (docs/blog.md): every post is written in one language (fr | en), may
// name the post it translates (translation_of_id, one translation per post), and is searched with
// its own language's text search configuration only. The category stats count per language, so
// the French and English lists still read their totals without counting rows.

/** The search vector of a post, in its language's configuration (blog_french / blog_english of Migration0006Blog). */
const searchFunction = (config: string) => `
  create or replace function blog_posts_search_vector_update() returns trigger language plpgsql as $$
  declare
    body text := regexp_replace(regexp_replace(coalesce(new.content, ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g');
    tag_text text := array_to_string(new.tags, ' ');
    config regconfig := ${config};
  begin
    new.search_vector :=
      setweight(to_tsvector(config, new.title), 'A') ||
      setweight(to_tsvector(config, tag_text), 'B') ||
      setweight(to_tsvector(config, new.excerpt), 'C') ||
      setweight(to_tsvector(config, body), 'D');
    return new;
  end
  $$;`;

const BOTH_LANGUAGES_SEARCH = `
  create or replace function blog_posts_search_vector_update() returns trigger language plpgsql as $$
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
  $$;`;

const statsFunction = (perLanguage: boolean) => `
  create or replace function blog_posts_stats_update() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' and old.hidden_at is null then
      update blog_category_stats set published_posts = published_posts - 1 where category = old.category${perLanguage ? ' and language = old.language' : ''};
      perform 1 from blog_tag_stats where tag = any(old.tags) order by tag for update;
      update blog_tag_stats set published_posts = published_posts - 1 where tag in (select distinct unnest(old.tags));
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.status = 'published' and new.hidden_at is null then
      insert into blog_category_stats (category, ${perLanguage ? 'language, ' : ''}published_posts) values (new.category, ${perLanguage ? 'new.language, ' : ''}1)
        on conflict (category${perLanguage ? ', language' : ''}) do update set published_posts = blog_category_stats.published_posts + 1;
      insert into blog_tag_stats (tag, published_posts) select distinct tag, 1 from unnest(new.tags) as tag order by tag
        on conflict (tag) do update set published_posts = blog_tag_stats.published_posts + 1;
    end if;
    return null;
  end
  $$;`;

const TRIGGERS = {
  searchWithLanguage: `create trigger "blog_posts_search_vector_trigger" before insert or update of "title", "excerpt", "content", "tags", "language" on "blog_posts" for each row execute function blog_posts_search_vector_update();`,
  search: `create trigger "blog_posts_search_vector_trigger" before insert or update of "title", "excerpt", "content", "tags" on "blog_posts" for each row execute function blog_posts_search_vector_update();`,
  statsWithLanguage: `create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags", "hidden_at", "language" on "blog_posts" for each row execute function blog_posts_stats_update();`,
  stats: `create trigger "blog_posts_stats_trigger" after insert or delete or update of "status", "category", "tags", "hidden_at" on "blog_posts" for each row execute function blog_posts_stats_update();`,
};

// Posts written before languages existed: French when their words are more French than English
// (common function words of each), else English.
const FRENCH_WORDS = `'\\m(le|la|les|des|du|une|et|est|pour|sur|dans|aux|avec|vous|votre|vos|qui|que|pas|plus)\\M'`;
const ENGLISH_WORDS = `'\\m(the|and|of|to|is|for|on|in|your|you|with|how|are|it|that|this|not|more)\\M'`;
const plainText = `lower(title || ' ' || excerpt || ' ' || regexp_replace(content, '<[^>]*>', ' ', 'g'))`;

export class Migration0038BlogLanguages extends Migration {
  override name = 'Migration0038BlogLanguages';

  override up(): void {
    this.addSql(`alter table "blog_posts" add "language" text not null default 'fr', add "translation_of_id" uuid null;`);
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_language_check" check ("language" in ('fr', 'en'));`);
    this.addSql(
      `alter table "blog_posts" add constraint "blog_posts_translation_of_id_foreign" foreign key ("translation_of_id") references "blog_posts" ("id") on delete set null;`,
    );
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_translation_of_id_check" check ("translation_of_id" <> "id");`);
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_translation_of_id_unique" unique ("translation_of_id");`);
    this.addSql(
      `update "blog_posts" set "language" = case
         when (select count(*) from regexp_matches(${plainText}, ${FRENCH_WORDS}, 'g')) >= (select count(*) from regexp_matches(${plainText}, ${ENGLISH_WORDS}, 'g'))
         then 'fr' else 'en' end;`,
    );
    this.addSql(
      `create index "blog_posts_language_published_index" on "blog_posts" ("language", "published_at" desc) where "status" = 'published';`,
    );

    // Stats per (category, language).
    this.addSql(`alter table "blog_category_stats" drop constraint "blog_category_stats_pkey";`);
    this.addSql(`alter table "blog_category_stats" add "language" text not null default 'fr';`);
    this.addSql(`delete from "blog_category_stats";`);
    this.addSql(`alter table "blog_category_stats" add constraint "blog_category_stats_pkey" primary key ("category", "language");`);
    this.addSql(`alter table "blog_category_stats" alter column "language" drop default;`);
    this.addSql(
      `alter table "blog_category_stats" add constraint "blog_category_stats_language_check" check ("language" in ('fr', 'en'));`,
    );
    this.addSql(
      `insert into "blog_category_stats" (category, language, published_posts)
         select category, language, count(*) from blog_posts where status = 'published' and hidden_at is null group by category, language;`,
    );
    this.addSql(statsFunction(true));
    this.addSql(`drop trigger "blog_posts_stats_trigger" on "blog_posts";`);
    this.addSql(TRIGGERS.statsWithLanguage);

    this.addSql(searchFunction(`case new.language when 'en' then 'blog_english'::regconfig else 'blog_french'::regconfig end`));
    this.addSql(`drop trigger "blog_posts_search_vector_trigger" on "blog_posts";`);
    this.addSql(TRIGGERS.searchWithLanguage);
    // Fires the trigger again on every row: each vector in its own language only.
    this.addSql(`update "blog_posts" set "title" = "title";`);
  }

  override down(): void {
    this.addSql(`drop trigger "blog_posts_search_vector_trigger" on "blog_posts";`);
    this.addSql(BOTH_LANGUAGES_SEARCH);
    this.addSql(TRIGGERS.search);
    this.addSql(`drop trigger "blog_posts_stats_trigger" on "blog_posts";`);
    this.addSql(statsFunction(false));
    this.addSql(TRIGGERS.stats);
    this.addSql(`delete from "blog_category_stats";`);
    this.addSql(`alter table "blog_category_stats" drop constraint "blog_category_stats_pkey";`);
    this.addSql(`alter table "blog_category_stats" drop column "language";`);
    this.addSql(`alter table "blog_category_stats" add constraint "blog_category_stats_pkey" primary key ("category");`);
    this.addSql(
      `insert into "blog_category_stats" (category, published_posts)
         select category, count(*) from blog_posts where status = 'published' and hidden_at is null group by category;`,
    );
    this.addSql(`drop index "blog_posts_language_published_index";`);
    this.addSql(`alter table "blog_posts" drop column "translation_of_id", drop column "language";`);
    this.addSql(`update "blog_posts" set "title" = "title";`);
  }
}
