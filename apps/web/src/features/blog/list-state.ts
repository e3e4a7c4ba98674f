import {
  BLOG_DEFAULT_SORT,
  isBlogCategory,
  isBlogListLanguage,
  isBlogSort,
  normalizeBlogTag,
  type BlogCategory,
  type BlogListLanguage,
  type BlogSort,
  type Language,
} from '@hm/contracts';

/** What the /blog list shows; the URL query mirrors it. */
export interface BlogListState {
  search: string;
  /** '' is All Categories. */
  category: BlogCategory | '';
  /** '' is every tag. */
  tag: string;
  sort: BlogSort;
  /** '' is the reader's language (the default); 'all' is both. */
  language: BlogListLanguage | '';
  page: number;
}

export type BlogListFilterChange = Partial<Omit<BlogListState, 'page'>>;

export const DEFAULT_LIST_STATE: BlogListState = { search: '', category: '', tag: '', sort: BLOG_DEFAULT_SORT, language: '', page: 1 };

/** Reads the list state from the URL; anything unknown or malformed falls back to the default. */
export function listStateFromParams(params: URLSearchParams): BlogListState {
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  const language = params.get('language') ?? '';
  return {
    search: (params.get('search') ?? '').trim(),
    category: isBlogCategory(category) ? category : '',
    tag: normalizeBlogTag(params.get('tag') ?? ''),
    sort: isBlogSort(sort) ? sort : BLOG_DEFAULT_SORT,
    language: isBlogListLanguage(language) ? language : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a state: search, category, tag, sort only if not newest, language only if chosen, page only above 1. */
export function listStateToParams(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search.trim();
  if (search) params.set('search', search);
  if (state.category) params.set('category', state.category);
  if (state.tag) params.set('tag', state.tag);
  if (state.sort !== BLOG_DEFAULT_SORT) params.set('sort', state.sort);
  if (state.language) params.set('language', state.language);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Any filter change starts again at page 1. */
export function changeFilters(state: BlogListState, change: BlogListFilterChange): BlogListState {
  return { ...state, ...change, page: 1 };
}

/** Search, category or tag narrows the list (sort only orders it). */
export function hasActiveFilters(state: BlogListState): boolean {
  return state.search.trim() !== '' || state.category !== '' || state.tag !== '';
}

/** The posts' language the list asks for: the one chosen, else the reader's. */
export function listLanguage(state: BlogListState, readerLanguage: Language): BlogListLanguage {
  return state.language || readerLanguage;
}
