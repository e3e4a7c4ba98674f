import { matchPath } from 'react-router';
import { pageRoutes, type PageKey } from '../../config/paths';

// Fixed paths first, so '/blog/create' is the create page and not a post with the slug 'create'.
const ORDERED = [
  ...pageRoutes.filter((route) => !route.path.includes(':') && route.path !== '*'),
  ...pageRoutes.filter((route) => route.path.includes(':')),
];

/** The page a path shows (the same routes as the router), or 'notFound'. */
export function pageKeyOf(pathname: string): PageKey {
  return ORDERED.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)?.key ?? 'notFound';
}
