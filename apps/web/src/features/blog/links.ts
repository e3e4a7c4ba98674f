import type { BlogCategory } from '@hm/contracts';
import { paths } from '../../config/paths';
import { DEFAULT_LIST_STATE, listStateToParams, type BlogListState } from './list-state';

/** The /blog URL showing `state`. */
export function listHref(state: BlogListState): string {
  const query = listStateToParams(state).toString();
  return query ? `${paths.blog.getHref()}?${query}` : paths.blog.getHref();
}

/** /blog?category=… (the card's category chip). */
export function categoryHref(category: BlogCategory): string {
  return listHref({ ...DEFAULT_LIST_STATE, category });
}

/** /blog?tag=… (card tags and Related Topics). */
export function tagHref(tag: string): string {
  return listHref({ ...DEFAULT_LIST_STATE, tag });
}
