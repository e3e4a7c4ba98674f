import { existsSync } from 'node:fs';
import { resources, NAMESPACES, LANGUAGES, CORE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './index.js';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('loads up front only namespaces the browser has, and keeps the server-only ones out of them', () => {
    for (const ns of CORE_NAMESPACES) expect(NAMESPACES).toContain(ns);
    for (const ns of SERVER_ONLY_NAMESPACES) {
      expect(NAMESPACES).not.toContain(ns);
      for (const lang of LANGUAGES) expect(existsSync(new URL(`../locales/${lang}/${ns}.json`, import.meta.url))).toBe(true);
    }
  });

  it.each(NAMESPACES)('namespace %s has the same keys in every language', (ns) => {
    const reference = keysOf(resources.en[ns] as Tree).sort();
    for (const lang of LANGUAGES) {
      expect(keysOf(resources[lang][ns] as Tree).sort()).toEqual(reference);
    }
  });

  it.each(NAMESPACES)('namespace %s has no empty text', (ns) => {
    for (const lang of LANGUAGES) {
      const tree = resources[lang][ns] as Tree;
      for (const key of keysOf(tree)) {
        const value = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
        expect(String(value).trim()).not.toBe('');
      }
    }
  });
});
