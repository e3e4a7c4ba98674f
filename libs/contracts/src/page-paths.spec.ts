import { isPagePath, pageRoutes } from './page-paths.js';

describe('the route table', () => {
  it('knows every route by its example address, and not the not-found one', () => {
    for (const route of pageRoutes) expect([route.example, isPagePath(route.example)]).toEqual([route.example, route.key !== 'notFound']);
  });

  it('takes one non-empty segment for a parameter, and a trailing slash', () => {
    expect(isPagePath('/about/')).toBe(true);
    expect(isPagePath('/reservation/')).toBe(false);
    expect(isPagePath('/reservation/HM-2026-1/extra')).toBe(false);
    expect(isPagePath('/aboutx')).toBe(false);
  });
});
