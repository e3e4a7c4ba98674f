import { resources, NAMESPACES, LANGUAGES } from './index.js';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
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
