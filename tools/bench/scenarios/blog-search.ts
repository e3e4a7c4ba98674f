// The blog search scenario (budget: with 100,000 posts, the blog list with a search term
// and filters answers in under 50 ms p95). Seeds (or reuses) the database hm_bench_blog with
// set-based SQL; the posts mix French and English: a small everyday vocabulary that most posts
// share (the 'common term' scenario) and a large topic vocabulary from which each post takes a
// few words, so a topic term matches a few percent of the posts, as on a real blog.
import pg from 'pg';
import { measureGet, type HttpRun } from '../http-load.ts';
import { databaseExists, databaseUrl, recreateDatabase } from '../support/bench-database.ts';

export const BLOG_SEARCH_BUDGET_P95_MS = 50;
const DATABASE = 'hm_bench_blog';

/** The seeded blog database's URL (reused when it already holds `posts` posts). */
export async function prepareBlogDatabase(options: {
  posts: number;
  adminUrl: string;
  reseed?: boolean;
  log: (message: string) => void;
}): Promise<string> {
  const { posts, adminUrl, log } = options;
  let url = databaseUrl(adminUrl, DATABASE);
  if (!options.reseed && (await databaseExists(adminUrl, DATABASE)) && (await countPosts(url)) === posts) {
    log(`reusing ${DATABASE} (${posts} posts); --reseed to start over`);
  } else {
    url = await recreateDatabase(adminUrl, DATABASE);
    await seedPosts(url, posts, log);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const matches = async (term: string) => {
      const { rows } = await client.query(
        `select count(*)::int as n from blog_posts where status = 'published'
           and search_vector @@ (websearch_to_tsquery('blog_french', $1) || websearch_to_tsquery('blog_english', $1))`,
        [term],
      );
      return (rows[0] as { n: number }).n;
    };
    const published = (
      (await client.query(`select count(*)::int as n from blog_posts where status = 'published'`)).rows[0] as { n: number }
    ).n;
    log(
      `${published} published; 'rénovation' matches ${await matches('rénovation')}, 'maison' ${await matches('maison')}, 'radon' ${await matches('radon')}, 'entretien 4242' ${await matches('entretien 4242')}`,
    );
  } finally {
    await client.end();
  }
  return url;
}

export interface BlogSearchResult {
  name: string;
  run: HttpRun;
  /** Counts toward the search budget (the two plain lists do not). */
  budgeted: boolean;
}

export async function measureBlogSearch(
  apiUrl: string,
  load: { connections: number; seconds: number },
  log: (message: string) => void,
): Promise<BlogSearchResult[]> {
  const q = (params: Record<string, string>) => `/api/blog/posts?${new URLSearchParams(params).toString()}`;
  const scenarios: [string, string, boolean][] = [
    ['list, newest (no search)', q({}), false],
    ['list, category + popular (no search)', q({ category: 'maintenance', sort: 'popular' }), false],
    ['search topic term (fr, accents)', q({ search: 'rénovations' }), true],
    ['search + category + sort popular', q({ search: 'renovation cuisine', category: 'home_improvement', sort: 'popular' }), true],
    ['search + tag + page 3', q({ search: 'plomberie', tag: 'hiver', page: '3' }), true],
    ['search less common term + category', q({ search: 'radon', category: 'maintenance' }), true],
    ['search rare term (one title)', q({ search: 'entretien 4242' }), true],
    ['search common term + category + trending', q({ search: 'maison', category: 'tips_and_tricks', sort: 'trending' }), true],
    ['search phrase (en) + oldest', q({ search: '"heat pump"', sort: 'oldest' }), true],
  ];
  const results: BlogSearchResult[] = [];
  for (const [name, path, budgeted] of scenarios) {
    const run = await measureGet({ url: apiUrl, path, ...load });
    results.push({ name, run, budgeted });
    log(`blog ${name}: ${run.perSecond.toFixed(0)} req/s, p95 ${run.p95.toFixed(1)} ms, statuses ${JSON.stringify(run.statuses)}`);
  }
  return results;
}

// Shared by most posts (stop words aside): 'maison', 'entretien', 'home', 'repair'...
const COMMON = [
  'maison',
  'entretien',
  'conseils',
  'travaux',
  'home',
  'repair',
  'tips',
  'house',
  'propriétaire',
  'budget',
  'saison',
  'professional',
];
// Each post takes 6 of these (with accents and plural forms, so the search's folding is exercised).
const TOPICS = [
  'rénovation',
  'rénovations',
  'cuisine',
  'cuisines',
  'salle de bain',
  'plomberie',
  'fuite',
  'robinet',
  'chauffe-eau',
  'toiture',
  'gouttières',
  'déneigement',
  'isolation',
  'calfeutrage',
  'fenêtres',
  'portes',
  'sous-sol',
  'humidité',
  'moisissure',
  'fondation',
  'drain français',
  'thermopompe',
  'fournaise',
  'chauffage',
  'climatisation',
  'électricité',
  'panneau électrique',
  'prises',
  'éclairage',
  'peinture',
  'céramique',
  'plancher',
  'bois franc',
  'escalier',
  'terrasse',
  'clôture',
  'pelouse',
  'jardin',
  'haie',
  'arbres',
  'déménagement',
  'emballage',
  'ménage',
  'nettoyage',
  'tapis',
  'vitres',
  'électroménagers',
  'lave-vaisselle',
  'sécheuse',
  'laveuse',
  'renovation',
  'kitchen',
  'bathroom',
  'plumbing',
  'leak',
  'faucet',
  'water heater',
  'roof',
  'gutters',
  'snow removal',
  'insulation',
  'caulking',
  'windows',
  'doors',
  'basement',
  'humidity',
  'mold',
  'foundation',
  'heat pump',
  'furnace',
  'heating',
  'air conditioning',
  'wiring',
  'breaker panel',
  'outlets',
  'lighting',
  'painting',
  'tiles',
  'flooring',
  'hardwood',
  'stairs',
  'deck',
  'fence',
  'lawn',
  'garden',
  'hedge',
  'trees',
  'moving',
  'packing',
  'cleaning',
  'carpet',
  'appliances',
  'dishwasher',
  'dryer',
  'washer',
  'attic',
  'chimney',
  'driveway',
  'patio',
  'siding',
  'ventilation',
  'échangeur d’air',
  'radon',
  'amiante',
  'vermiculite',
  'termites',
  'fourmis charpentières',
  'souris',
  'pyrale',
  'punaises',
  'thermostat',
  'domotique',
  'smart home',
  'security',
  'alarm',
  'locks',
  'serrures',
  'caméras',
  'inspection',
  'inspection préachat',
];
const TAGS = [
  'hiver',
  'printemps',
  'été',
  'automne',
  'diy',
  'budget',
  'quebec',
  'montréal',
  'energy',
  'safety',
  'rénovation',
  'plumbing',
  'cleaning',
  'garden',
  'moving',
  'heating',
  'electrical',
  'painting',
  'roof',
  'basement',
  'checklist',
  'tips',
  'smart home',
  'outdoor',
  'indoor',
];
const CATEGORIES = [
  'technology',
  'home_improvement',
  'lifestyle',
  'tips_and_tricks',
  'industry_news',
  'how_to_guides',
  'reviews',
  'maintenance',
];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

async function countPosts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as n from blog_posts`);
    return (rows[0] as { n: number }).n;
  } catch {
    return -1;
  } finally {
    await client.end();
  }
}

async function seedPosts(url: string, posts: number, log: (message: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query(
      `insert into users (first_name, last_name, email, role, locale)
       select 'Auteur', 'Numéro ' || g, 'bench-author-' || g || '@example.com', 'customer', 'fr' from generate_series(1, 500) g`,
    );
    const started = performance.now();
    // The per-row stats trigger is set aside during the bulk load and its tables filled in one
    // statement each afterwards (the same counts the trigger keeps: published posts, distinct tags).
    await client.query('alter table blog_posts disable trigger blog_posts_stats_trigger');
    // 95 % published over the last three years; views and likes skewed like a real blog's.
    // The search trigger builds each post's French + English vector as it is inserted.
    await client.query(
      `with authors as (select id, row_number() over (order by email) as n from users where email like 'bench-author-%'),
       words as (select ${sqlArray(COMMON)} as common, ${sqlArray(TOPICS)} as topics, ${sqlArray(TAGS)} as tags, ${sqlArray(CATEGORIES)} as categories)
       insert into blog_posts (slug, title, excerpt, content, category, tags, status, author_id, views, likes_count, read_time_minutes, published_at, created_at, updated_at)
       select 'bench-post-' || g,
              initcap(w.topics[1 + (g * 7) % cardinality(w.topics)]) || ' : ' || w.topics[1 + (g * 13) % cardinality(w.topics)] || ' et ' || w.topics[1 + (g * 29) % cardinality(w.topics)] || ' (' || g || ')',
              'Nos conseils sur ' || w.topics[1 + (g * 31) % cardinality(w.topics)] || ' pour votre ' || w.common[1 + g % cardinality(w.common)] || '.',
              '<h2>' || w.topics[1 + (g * 37) % cardinality(w.topics)] || '</h2><p>' ||
                array_to_string(array(select w.common[1 + (g * k * 17 + k) % cardinality(w.common)] from generate_series(1, 40) k), ' ') ||
                ' ' || w.topics[1 + (g * 41) % cardinality(w.topics)] || ' ' || w.topics[1 + (g * 43) % cardinality(w.topics)] || ' ' || w.topics[1 + (g * 47) % cardinality(w.topics)] ||
                '.</p><ul><li>' || w.common[1 + (g * 3) % cardinality(w.common)] || '</li><li>' || w.common[1 + (g * 5) % cardinality(w.common)] || '</li></ul>',
              w.categories[1 + (g * 11) % cardinality(w.categories)],
              array_remove(array[w.tags[1 + (g * 19) % cardinality(w.tags)], w.tags[1 + (g * 23) % cardinality(w.tags)]], null),
              case when g % 20 = 0 then 'draft' else 'published' end,
              a.id,
              (power(random(), 3) * 5000)::int,
              (power(random(), 4) * 300)::int,
              1,
              case when g % 20 = 0 then null else t.at end, t.at, t.at
       from generate_series(1, $1::int) g
       cross join words w
       join authors a on a.n = 1 + g % 500
       cross join lateral (select now() - make_interval(mins => (g * 15) % (3 * 365 * 1440)) as at) t
       on conflict (slug) do nothing`,
      [posts],
    );
    await client.query('alter table blog_posts enable trigger blog_posts_stats_trigger');
    await client.query(
      `insert into blog_category_stats (category, published_posts)
       select category, count(*) from blog_posts where status = 'published' group by category
       on conflict (category) do update set published_posts = excluded.published_posts`,
    );
    await client.query(
      `insert into blog_tag_stats (tag, published_posts)
       select t.tag, count(*) from blog_posts p cross join lateral (select distinct unnest(p.tags) as tag) t where p.status = 'published' group by t.tag
       on conflict (tag) do update set published_posts = excluded.published_posts`,
    );
    log(`${posts} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // As autovacuum would after a bulk load: the GIN pending list merged, statistics fresh.
    await client.query('vacuum analyze blog_posts');
    await client.query('vacuum analyze users');
  } finally {
    await client.end();
  }
}
