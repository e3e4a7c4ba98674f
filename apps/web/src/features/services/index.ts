import { lazy } from 'react';

export { ServiceSearch } from './components/service-search';

/**
 * A coming-soon service's "Notify me" (for the assistant's answers), loaded when first shown: a
 * re-export would make every page that imports this feature (the landing page's search) carry its
 * form and dialog. Render it inside a Suspense boundary.
 */
export const ComingSoonNotify = lazy(() =>
  import('./components/coming-soon-notify').then((module) => ({ default: module.ComingSoonNotify })),
);
