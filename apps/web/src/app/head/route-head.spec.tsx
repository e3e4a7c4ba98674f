import { act } from '@testing-library/react';
import { pushHeadOverride } from '../../lib/head-store';
import { renderApp } from '../../test/render-app';
import { RouteHead } from './route-head';

// In any order: React may keep a link of the same language where it was.
const hreflangs = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')]
    .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
    .sort();
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const ogType = () => document.head.querySelector('meta[property="og:type"]')?.getAttribute('content');

describe('RouteHead', () => {
  it("gives a page the route's ?lang= versions and the x-default", async () => {
    await renderApp(<RouteHead />, { route: '/services' });
    const origin = window.location.origin;
    expect(hreflangs()).toEqual([`en ${origin}/services?lang=en`, `fr ${origin}/services?lang=fr`, `x-default ${origin}/services`]);
    expect(canonical()).toBe(`${origin}/services`);
    expect(ogType()).toBe('website');
  });

  it('gives a post its own address and its translation as the only versions, as the server does', async () => {
    const view = await renderApp(<RouteHead />, { route: '/blog/heat-pumps?lang=en' });
    const origin = window.location.origin;
    let remove = () => {};
    act(() => {
      remove = pushHeadOverride({
        title: 'Heat pumps',
        alternates: [
          { language: 'en', path: '/blog/heat-pumps' },
          { language: 'fr', path: '/blog/thermopompes' },
        ],
        ogType: 'article',
      });
    });
    expect(document.title).toBe('Heat pumps · HomeMate');
    expect(hreflangs()).toEqual([`en ${origin}/blog/heat-pumps`, `fr ${origin}/blog/thermopompes`]);
    expect(canonical()).toBe(`${origin}/blog/heat-pumps`);
    expect(ogType()).toBe('article');

    // A post without a translation: no versions at all.
    act(() => {
      remove();
      remove = pushHeadOverride({ title: 'Heat pumps', alternates: [], ogType: 'article' });
    });
    expect(hreflangs()).toEqual([]);
    act(() => remove());
    expect(hreflangs()).toHaveLength(3);
    view.unmount();
  });
});
