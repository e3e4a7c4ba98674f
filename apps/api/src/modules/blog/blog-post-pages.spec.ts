import type { PostRow } from './blog-posts.repository.js';
import { blogPostLookup } from './blog-post-pages.js';

const row = (slug: string, overrides: Partial<PostRow> = {}): PostRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug,
  title: 'Pompe à chaleur',
  excerpt: '',
  content: '<p>Texte.</p>',
  featured_image: null,
  category: 'technology',
  tags: [],
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
  updated_at: '2026-11-01T12:00:00.000Z',
  hidden_at: null,
  hidden_reason: null,
  language: 'fr',
  translation_of_id: null,
  ...overrides,
});

describe('blogPostLookup', () => {
  const asked: string[] = [];
  const posts = {
    findBySlug: (slug: string) => {
      asked.push(slug);
      if (slug === 'heat-pumps' || slug === 'pompe-à-chaleur') return Promise.resolve(row(slug));
      if (slug === 'a-draft') return Promise.resolve(row(slug, { status: 'draft', published_at: null }));
      if (slug === 'hidden') return Promise.resolve(row(slug, { hidden_at: '2026-11-02T00:00:00.000Z', hidden_reason: 'spam' }));
      return Promise.resolve(undefined);
    },
  };

  it('renders public posts, by their decoded slug, and calls unknown, draft and hidden ones missing; other pages are left alone', async () => {
    const origin = 'https://homemate.example';
    const found = await blogPostLookup(posts, '/blog/pompe-%C3%A0-chaleur/', origin);
    expect(found.missing).toBe(false);
    expect(found.page?.head).toContain('<link rel="canonical" href="https://homemate.example/blog/pompe-%C3%A0-chaleur">');
    expect((await blogPostLookup(posts, '/blog/heat-pumps', origin)).page?.language).toBe('fr');
    for (const gone of ['/blog/draft-or-gone', '/blog/a-draft', '/blog/hidden'])
      expect(await blogPostLookup(posts, gone, origin)).toEqual({ missing: true });
    for (const other of ['/blog', '/blog/create', '/blog/edit/heat-pumps', '/about'])
      expect(await blogPostLookup(posts, other, origin)).toEqual({ missing: false });
    expect(asked).toEqual(['pompe-à-chaleur', 'heat-pumps', 'draft-or-gone', 'a-draft', 'hidden']);
  });

  it('calls a slug that cannot be decoded missing', async () => {
    expect(await blogPostLookup(posts, '/blog/%E0%A4%A', 'https://homemate.example')).toEqual({ missing: true });
  });
});
