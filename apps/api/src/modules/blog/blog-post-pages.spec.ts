import { isMissingBlogPost } from './blog-post-pages.js';

describe('isMissingBlogPost', () => {
  const asked: string[] = [];
  const posts = {
    isPublic: (slug: string) => {
      asked.push(slug);
      return Promise.resolve(slug === 'heat-pumps' || slug === 'pompe-à-chaleur');
    },
  };

  it('asks about post pages only, by their decoded slug', async () => {
    expect(await isMissingBlogPost(posts, '/blog/heat-pumps')).toBe(false);
    expect(await isMissingBlogPost(posts, '/blog/pompe-%C3%A0-chaleur/')).toBe(false);
    expect(await isMissingBlogPost(posts, '/blog/draft-or-gone')).toBe(true);
    for (const other of ['/blog', '/blog/create', '/blog/edit/heat-pumps', '/about'])
      expect(await isMissingBlogPost(posts, other)).toBe(false);
    expect(asked).toEqual(['heat-pumps', 'pompe-à-chaleur', 'draft-or-gone']);
  });

  it('calls a slug that cannot be decoded missing', async () => {
    expect(await isMissingBlogPost(posts, '/blog/%E0%A4%A')).toBe(true);
  });
});
