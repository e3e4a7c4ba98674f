import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_NAMESPACES, SERVER_ONLY_NAMESPACES } from './locale-namespaces';

const here = dirname(fileURLToPath(import.meta.url));

// Vite globs must be string literals, so the core list is written out again in them.
function braceList(file: string, marker: string): string[] {
  const source = readFileSync(join(here, file), 'utf8');
  const start = source.indexOf(marker);
  const list = source.slice(source.indexOf('{', start) + 1, source.indexOf('}', start));
  return list.split(',').sort();
}

describe('translation namespaces loaded by the browser', () => {
  it('bundles exactly the core namespaces in each language chunk', () => {
    const core = [...CORE_NAMESPACES].sort();
    expect(braceList('locales/core-en.ts', 'locales/en/')).toEqual(core);
    expect(braceList('locales/core-fr.ts', 'locales/fr/')).toEqual(core);
  });

  it('groups the core namespaces into one chunk per language in the production build', () => {
    const config = readFileSync(join(here, '../../vite.config.ts'), 'utf8');
    const list = /locales\\\/\(en\|fr\)\\\/\(([a-z|]+)\)/.exec(config)?.[1];
    expect(list?.split('|').sort()).toEqual([...CORE_NAMESPACES].sort());
  });

  it('loads every other namespace lazily, and never the server-only ones', () => {
    expect(braceList('locale-backend.ts', "'!**/")).toEqual([...CORE_NAMESPACES, ...SERVER_ONLY_NAMESPACES].sort());
  });

  it('names only namespaces that exist', () => {
    for (const namespace of [...CORE_NAMESPACES, ...SERVER_ONLY_NAMESPACES]) {
      expect(existsSync(join(here, '../../../../libs/i18n/locales/en', `${namespace}.json`))).toBe(true);
    }
  });
});
