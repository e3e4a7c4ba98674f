import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ONLY_NAMESPACES } from '@hm/i18n/namespaces';

const here = dirname(fileURLToPath(import.meta.url));

describe('translation namespaces loaded by the browser', () => {
  // Vite globs must be string literals, so the server-only list is written out again in the backend's.
  it('can load every namespace but the server-only ones', () => {
    const source = readFileSync(join(here, 'locale-backend.ts'), 'utf8');
    const globs = /import\.meta\.glob<[^>]*>>\(\[([^\]]*)\]/.exec(source)?.[1];
    const left = [...(globs ?? '').matchAll(/'!\*\*\/([\w]+)\.json'/g)].map((match) => match[1]);
    expect(globs).toContain("'../../../../libs/i18n/locales/*/*.json'");
    expect(left.sort()).toEqual([...SERVER_ONLY_NAMESPACES].sort());
  });
});
