import type { PostRow } from './blog-posts.repository.js';
import { postDescription } from '@hm/contracts';
import { blogPostDocument } from './blog-post-document.js';

const ORIGIN = 'https://homemate.example';
const HOSTILE = `Quotes " and ' </script><script>alert(1)</script> & <b>`;

const row = (overrides: Partial<PostRow> = {}): PostRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'heat-pumps',
  title: 'Heat pumps',
  excerpt: 'Cold-climate models.',
  content: '<h2>Sizing</h2><p>Ask for a heat loss calculation.</p>',
  featured_image: '/images/blog/heat-pump.svg',
  category: 'technology',
  tags: ['heat pump'],
  status: 'published',
  author_id: '00000000-0000-4000-8000-000000000002',
  author_first_name: 'Marc',
  author_last_name: 'Roy',
  author_email: 'marc@example.com',
  views: 0,
  likes_count: 0,
  comments_count: 0,
  read_time_minutes: 1,
  published_at: '2026-11-01T12:00:00.000Z',
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-02T12:00:00.000Z',
  hidden_at: null,
  hidden_reason: null,
  language: 'en',
  translation_of_id: null,
  ...overrides,
});

/** The JSON-LD of a page's tail, parsed as a crawler would. */
const jsonLd = (tail: string): Record<string, unknown> => {
  const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(tail);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
};

describe('blogPostDocument', () => {
  it('gives the post its own title, description, canonical, Open Graph and Twitter tags, and the post as HTML', () => {
    const page = blogPostDocument(row(), ORIGIN);
    expect(page.language).toBe('en');
    expect(page.head).toContain('<title>Heat pumps · HomeMate</title>');
    expect(page.head).toContain('<meta name="description" content="Cold-climate models.">');
    expect(page.head).toContain(`<link rel="canonical" href="${ORIGIN}/blog/heat-pumps">`);
    expect(page.head).toContain('<meta property="og:type" content="article">');
    expect(page.head).toContain(`<meta property="og:image" content="${ORIGIN}/images/blog/heat-pump.svg">`);
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.head).toContain('<meta property="article:published_time" content="2026-11-01T12:00:00.000Z">');
    // No translation: no alternates (the post exists in one language only).
    expect(page.head).not.toContain('hreflang');
    expect(page.body).toContain('<h1 class="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Heat pumps</h1>');
    expect(page.body).toContain('<h2>Sizing</h2><p>Ask for a heat loss calculation.</p>');
    expect(page.body).toContain('By Marc Roy');
    expect(page.body).toContain('<time datetime="2026-11-01T12:00:00.000Z">November 1, 2026</time>');
    expect(jsonLd(page.tail)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Heat pumps',
      inLanguage: 'en',
      datePublished: '2026-11-01T12:00:00.000Z',
      dateModified: '2026-11-02T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Marc Roy' },
      mainEntityOfPage: `${ORIGIN}/blog/heat-pumps`,
    });
  });

  it('escapes every text of the author: a title with </script> and quotes closes nothing', () => {
    const page = blogPostDocument(row({ title: HOSTILE, excerpt: HOSTILE, tags: [HOSTILE], author_first_name: HOSTILE }), ORIGIN);
    const html = page.head + page.body + page.tail;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>');
    expect(page.head).toContain(
      '<title>Quotes &quot; and &#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; · HomeMate</title>',
    );
    expect(page.head).toContain(
      '<meta property="og:title" content="Quotes &quot; and &#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;">',
    );
    // The only script element is the JSON-LD one, and its JSON still reads back to the exact title.
    expect(page.tail.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(page.tail)).toMatchObject({ headline: HOSTILE, description: HOSTILE, keywords: HOSTILE });
  });

  it('names the translation: hreflang alternates for both, the link in its own language, and the JSON-LD relation', () => {
    const original = blogPostDocument(
      row({ translation_slug: 'thermopompes', translation_title: 'Thermopompes', translation_language: 'fr' }),
      ORIGIN,
    );
    expect(original.head).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/blog/heat-pumps">`);
    expect(original.head).toContain(`<link rel="alternate" hreflang="fr" href="${ORIGIN}/blog/thermopompes">`);
    expect(original.body).toContain('<a href="/blog/thermopompes" hreflang="fr" lang="fr">Lire en français</a>');
    expect(jsonLd(original.tail)).toMatchObject({ workTranslation: { url: `${ORIGIN}/blog/thermopompes`, inLanguage: 'fr' } });

    const translation = blogPostDocument(
      row({
        slug: 'thermopompes',
        language: 'fr',
        title: 'Thermopompes',
        translation_of_id: '00000000-0000-4000-8000-000000000009',
        translation_slug: 'heat-pumps',
        translation_title: 'Heat pumps',
        translation_language: 'en',
      }),
      ORIGIN,
    );
    expect(translation.body).toContain('<a href="/blog/heat-pumps" hreflang="en" lang="en">Read in English</a>');
    expect(translation.body).toContain('Par Marc Roy');
    expect(jsonLd(translation.tail)).toMatchObject({ inLanguage: 'fr', translationOfWork: { url: `${ORIGIN}/blog/heat-pumps` } });
  });

  it('describes a post without an excerpt by the start of its text, cut at a word', () => {
    const words = Array.from({ length: 60 }, (_, i) => `mot${i}`).join(' ');
    const description = postDescription({ excerpt: '', content: `<p>${words} &amp; plus</p>` });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^mot0 mot1 .* mot\d+…$/);
  });
});
