import { blogPaginationPages } from '@hm/contracts';
import {
  changeFilters,
  listLanguage,
  DEFAULT_LIST_STATE,
  hasActiveFilters,
  listStateFromParams,
  listStateToParams,
  type BlogListState,
} from './list-state';

describe('blog list state <-> URL query', () => {
  it('the default state has an empty query', () => {
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(listStateFromParams(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
  });

  it('writes search, category, tag; sort only when not newest; page only above 1', () => {
    const state: BlogListState = { search: 'rénovation', category: 'maintenance', tag: 'hiver', sort: 'newest', language: '', page: 1 };
    expect(Object.fromEntries(listStateToParams(state))).toEqual({ search: 'rénovation', category: 'maintenance', tag: 'hiver' });
    expect(Object.fromEntries(listStateToParams({ ...state, sort: 'popular', page: 3 }))).toEqual({
      search: 'rénovation',
      category: 'maintenance',
      tag: 'hiver',
      sort: 'popular',
      page: '3',
    });
  });

  it('round-trips every field', () => {
    const state: BlogListState = {
      search: 'toit & gouttières',
      category: 'tips_and_tricks',
      tag: 'diy',
      sort: 'trending',
      language: 'all',
      page: 2,
    };
    expect(listStateFromParams(new URLSearchParams(listStateToParams(state).toString()))).toEqual(state);
  });

  it('ignores unknown categories and sorts, and malformed pages', () => {
    const state = listStateFromParams(new URLSearchParams('category=Plumbing&sort=random&page=-2'));
    expect(state).toEqual(DEFAULT_LIST_STATE);
    expect(listStateFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(listStateFromParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('trims the search and lower-cases the tag, as tags are stored', () => {
    const state = listStateFromParams(new URLSearchParams('search=%20%20toit%20&tag=Hiver'));
    expect(state.search).toBe('toit');
    expect(state.tag).toBe('hiver');
  });

  it('a blank search is not written', () => {
    expect(listStateToParams({ ...DEFAULT_LIST_STATE, search: '   ' }).has('search')).toBe(false);
  });
});

describe('filter changes', () => {
  const onPage3: BlogListState = { ...DEFAULT_LIST_STATE, page: 3 };

  it.each([{ search: 'toit' }, { category: 'reviews' as const }, { tag: 'diy' }, { sort: 'oldest' as const }])(
    'any filter change (%o) resets the page to 1',
    (change) => {
      const next = changeFilters(onPage3, change);
      expect(next.page).toBe(1);
      expect(next).toMatchObject(change);
    },
  );

  it('search, category and tag count as active filters; sort does not', () => {
    expect(hasActiveFilters(DEFAULT_LIST_STATE)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, sort: 'popular' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, category: 'lifestyle' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_LIST_STATE, tag: 'diy' })).toBe(true);
  });
});

// The rule lives in @hm/contracts; this pins what the /blog page relies on.
describe('pagination buttons', () => {
  it('none for a single page (or none)', () => {
    expect(blogPaginationPages(0)).toEqual([]);
    expect(blogPaginationPages(1)).toEqual([]);
  });

  it('pages 1 to min(5, total)', () => {
    expect(blogPaginationPages(2)).toEqual([1, 2]);
    expect(blogPaginationPages(5)).toEqual([1, 2, 3, 4, 5]);
    expect(blogPaginationPages(9)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the list language', () => {
  it("is the reader's unless another is chosen, and only a chosen one is in the URL", () => {
    expect(listLanguage(DEFAULT_LIST_STATE, 'fr')).toBe('fr');
    expect(listLanguage(DEFAULT_LIST_STATE, 'en')).toBe('en');
    expect(listLanguage({ ...DEFAULT_LIST_STATE, language: 'all' }, 'fr')).toBe('all');
    expect(listStateToParams({ ...DEFAULT_LIST_STATE, language: 'en' }).toString()).toBe('language=en');
    expect(listStateFromParams(new URLSearchParams('language=de')).language).toBe('');
  });
});
