import { tabFromParam, withTab } from './tab-param';

describe('reservation tab in the URL', () => {
  it('reads a known tab and falls back to details', () => {
    expect(tabFromParam('messages')).toBe('messages');
    expect(tabFromParam('timeline')).toBe('timeline');
    expect(tabFromParam(null)).toBe('details');
    expect(tabFromParam('admin')).toBe('details');
  });

  it('writes the tab, keeping other parameters, and drops it for the default tab', () => {
    expect(withTab(new URLSearchParams('x=1'), 'timeline').toString()).toBe('x=1&tab=timeline');
    expect(withTab(new URLSearchParams('tab=messages&x=1'), 'details').toString()).toBe('x=1');
  });
});
