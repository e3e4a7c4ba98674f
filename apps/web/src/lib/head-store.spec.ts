import { resources } from '@hm/i18n';
import { pageRoutes } from '../config/paths';
import { pushHeadOverride, readHeadOverride } from './head-store';

describe('head overrides', () => {
  it('lets the latest page title win and falls back when it goes away', () => {
    expect(readHeadOverride()).toEqual({});
    const layout = pushHeadOverride({ title: 'Blog', description: 'All posts' });
    const post = pushHeadOverride({ title: 'How to fix a leak', description: undefined });
    expect(readHeadOverride()).toEqual({ title: 'How to fix a leak', description: 'All posts' });
    post();
    expect(readHeadOverride()).toEqual({ title: 'Blog', description: 'All posts' });
    layout();
    expect(readHeadOverride()).toEqual({});
  });
});

describe('route head texts', () => {
  it.each(['fr', 'en'] as const)('has a %s title and a meta description for every route', (lang) => {
    const pages: Record<string, { title?: string }> = resources[lang].pages;
    const descriptions: Record<string, string> = resources[lang].seo.description;
    for (const { key } of pageRoutes) {
      expect({ key, title: Boolean(pages[key]?.title) }).toEqual({ key, title: true });
      expect({ key, length: (descriptions[key] ?? '').length > 20 }).toEqual({ key, length: true });
    }
  });
});
