import { canHydrate, readPrerenderData, siteOrigin, type FirstRender } from './prerendered';

const documentWith = (json: string | null, location = 'http://localhost:3000') =>
  ({
    getElementById: (id: string) => (id === 'hm-prerender' && json !== null ? { textContent: json } : null),
    location: new URL(location),
  }) as unknown as Document;

describe('pre-rendered page data', () => {
  it('reads the language and namespaces the build wrote', () => {
    expect(
      readPrerenderData(documentWith('{"language":"fr","namespaces":["common","landing"],"origin":"https://homemate.example"}')),
    ).toEqual({
      language: 'fr',
      namespaces: ['common', 'landing'],
      origin: 'https://homemate.example',
    });
  });

  it('treats a missing, broken or foreign script as no pre-rendered page', () => {
    expect(readPrerenderData(documentWith(null))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":'))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":"de","namespaces":[]}'))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":"en"}'))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":"en","namespaces":[]}'))).toBeNull();
  });

  it("links the head to the site's origin the server wrote, whatever address the tab shows", () => {
    const data = '{"language":"en","namespaces":[],"origin":"https://homemate.example"}';
    expect(siteOrigin(documentWith(data, 'http://127.0.0.1:3000/services'))).toBe('https://homemate.example');
    expect(siteOrigin(documentWith(null, 'http://127.0.0.1:3000/dashboard'))).toBe('http://127.0.0.1:3000');
  });
});

describe('canHydrate', () => {
  const page = { language: 'en' as const, namespaces: ['common'], origin: 'https://homemate.example' };
  const visitor: FirstRender = { language: 'en', sessionStatus: 'signed-out', wizardOpen: false, hash: '' };

  it('hydrates when this tab first shows the very page the server rendered', () => {
    expect(canHydrate(page, visitor)).toBe(true);
  });

  it('renders from scratch when the tab shows something else first', () => {
    expect(canHydrate(page, { ...visitor, language: 'fr' })).toBe(false);
    expect(canHydrate(page, { ...visitor, sessionStatus: 'loading' })).toBe(false);
    expect(canHydrate(page, { ...visitor, sessionStatus: 'signed-in' })).toBe(false);
    expect(canHydrate(page, { ...visitor, wizardOpen: true })).toBe(false);
    expect(canHydrate(page, { ...visitor, hash: '#cancellation' })).toBe(false);
  });
});
