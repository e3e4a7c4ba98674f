import { pageKeyOf } from './route-key';

describe('pageKeyOf', () => {
  it('names the page of a path like the router does', () => {
    expect(pageKeyOf('/')).toBe('home');
    expect(pageKeyOf('/privacy-policy')).toBe('privacyPolicy');
    expect(pageKeyOf('/privacy-policy/')).toBe('privacyPolicy');
    expect(pageKeyOf('/reservation/HM-2026-123456789')).toBe('reservation');
    expect(pageKeyOf('/blog/create')).toBe('blogCreate');
    expect(pageKeyOf('/blog/ultimate-home-maintenance-guide')).toBe('blogPost');
    expect(pageKeyOf('/no/such/page')).toBe('notFound');
  });
});
