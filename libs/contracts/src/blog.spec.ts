import {
  addBlogTags,
  BLOG_MAX_TAGS,
  BLOG_ROUTES,
  blogAuthorName,
  blogPaginationPages,
  blogPostSlug,
  isAllowedBlogImageUrl,
  isBlogCategory,
  isBlogSort,
  normalizeBlogTag,
} from './blog.js';
import { API_ERROR_CODES } from './api-error.js';
import { BlogErrorCode } from './blog.js';

describe('blog slug rule', () => {
  it('follows SPEC §3 and folds accents', () => {
    expect(blogPostSlug('Ultimate Home Maintenance Guide!')).toBe('ultimate-home-maintenance-guide');
    expect(blogPostSlug('Rénovation  d’été -- à Montréal')).toBe('renovation-dete-a-montreal');
  });

  it('adds -2, -3 past the taken slugs', () => {
    expect(blogPostSlug('Guide', new Set(['guide']))).toBe('guide-2');
    expect(blogPostSlug('Guide', new Set(['guide', 'guide-2']))).toBe('guide-3');
  });

  it('never takes a slug that names another page', () => {
    expect(blogPostSlug('Create')).toBe('create-2');
    expect(blogPostSlug('Featured!')).toBe('featured-2');
  });

  it('falls back when the title has nothing to keep, and bounds the length', () => {
    expect(blogPostSlug('!!!')).toBe('post');
    const slug = blogPostSlug('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('blog tags', () => {
  it('trims, lower-cases and drops duplicates and blanks', () => {
    expect(normalizeBlogTag('  Toiture   Hiver ')).toBe('toiture hiver');
    expect(addBlogTags(['hiver'], ' Hiver, Toiture ,, ')).toEqual(['hiver', 'toiture']);
  });

  it('stops at the maximum number of tags', () => {
    const many = Array.from({ length: BLOG_MAX_TAGS + 3 }, (_, i) => `t${i}`).join(',');
    expect(addBlogTags([], many)).toHaveLength(BLOG_MAX_TAGS);
  });
});

describe('blog rules', () => {
  it('names the author by first and last name, else the e-mail', () => {
    expect(blogAuthorName('Marie', 'Tremblay', 'm@x.ca')).toBe('Marie Tremblay');
    expect(blogAuthorName(' ', '', 'm@x.ca')).toBe('m@x.ca');
  });

  it('accepts only our uploads, by the name the upload route gives, and our illustrations', () => {
    expect(isAllowedBlogImageUrl('/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png')).toBe(true);
    expect(isAllowedBlogImageUrl('/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.svg')).toBe(false);
    expect(isAllowedBlogImageUrl('/api/uploads/abc.png')).toBe(false);
    expect(isAllowedBlogImageUrl('/api/uploads/0b7f5a2e-1111-4222-8333-444455556666.png?x" onerror="a')).toBe(false);
    expect(isAllowedBlogImageUrl('https://images.example.com/a.jpg')).toBe(false);
    expect(isAllowedBlogImageUrl('https://evil.example/x.png" onerror=alert(1)')).toBe(false);
    expect(isAllowedBlogImageUrl('/api/uploads/../secret')).toBe(false);
    expect(isAllowedBlogImageUrl('/images/blog/winter-home.svg')).toBe(true);
    expect(isAllowedBlogImageUrl('/images/blog/../../index.html')).toBe(false);
    expect(isAllowedBlogImageUrl('/images/other.svg')).toBe(false);
    expect(isAllowedBlogImageUrl('http://example.com/a.jpg')).toBe(false);
    expect(isAllowedBlogImageUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedBlogImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('shows page buttons 1 to min(5, total) only with several pages', () => {
    expect(blogPaginationPages(1)).toEqual([]);
    expect(blogPaginationPages(3)).toEqual([1, 2, 3]);
    expect(blogPaginationPages(9)).toEqual([1, 2, 3, 4, 5]);
  });

  it('knows the categories and sorts', () => {
    expect(isBlogCategory('tips_and_tricks')).toBe(true);
    expect(isBlogCategory('Tips & Tricks')).toBe(false);
    expect(isBlogSort('trending')).toBe(true);
    expect(isBlogSort('random')).toBe(false);
  });

  it('encodes slugs in routes and registers every error code', () => {
    expect(BLOG_ROUTES.comments('a b')).toBe('blog/posts/a%20b/comments');
    for (const code of Object.values(BlogErrorCode)) expect(API_ERROR_CODES).toContain(code);
  });
});
