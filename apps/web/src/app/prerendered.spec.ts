import { canHydrate, readPrerenderData, type FirstRender } from './prerendered';

const documentWith = (json: string | null) => ({ getElementById: (id: string) => (id === 'hm-prerender' && json !== null ? { textContent: json } : null) }) as unknown as Document;

describe('pre-rendered page data', () => {
  it('reads the language and namespaces the build wrote', () => {
    expect(readPrerenderData(documentWith('{"language":"fr","namespaces":["common","landing"]}'))).toEqual({ language: 'fr', namespaces: ['common', 'landing'] });
  });

  it('treats a missing, broken or foreign script as no pre-rendered page', () => {
    expect(readPrerenderData(documentWith(null))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":'))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":"de","namespaces":[]}'))).toBeNull();
    expect(readPrerenderData(documentWith('{"language":"en"}'))).toBeNull();
  });
});

describe('canHydrate', () => {
  const page = { language: 'en' as const, namespaces: ['common'] };
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
