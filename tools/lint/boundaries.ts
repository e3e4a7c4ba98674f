// Which project may import which, and, inside the web app, which folder may import which
// (eslint-plugin-boundaries; @nx/enforce-module-boundaries has no release for this Nx major).
// Projects are classified by the tags in their package.json's "nx" section, read here: a project
// tagged scope:server and type:lib is an element of type "server/lib".
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ESLint, Linter } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';

const root = join(import.meta.dirname, '../..');
const projectFolders = ['apps', 'libs', 'libs/server'].flatMap((parent) =>
  readdirSync(join(root, parent)).map((name) => `${parent}/${name}`),
);
const projects = ['tools', ...projectFolders]
  .filter((folder) => existsSync(join(root, folder, 'package.json')))
  .map((folder) => {
    const tags: string[] = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).nx?.tags ?? [];
    const tag = (kind: string) => tags.find((t) => t.startsWith(`${kind}:`))?.slice(kind.length + 1);
    return { type: `${tag('scope')}/${tag('type')}`, pattern: folder, partialMatch: false };
  });

const web = 'apps/web/src';
// The web app's layers: routes and start-up on top, features under them, shared folders at the bottom.
const webLayers = [
  { type: 'web-feature', pattern: `${web}/features/*`, capture: ['feature'] },
  { type: 'web-shared', pattern: `${web}/{lib,components,config,hooks,types}` },
  { type: 'web-test', pattern: `${web}/test` },
];

const ofType = (type: string | string[]) => ({ element: { type } });

// What another project deliberately exports to tests and tools (package.json "exports"), and who uses it.
const testingExports = [
  { from: { file: { path: 'apps/api/src/**/*.security-spec.ts' } }, to: { file: { path: 'apps/worker/src/testing/**' } } },
  // The Stripe stand-in (docs/payments-by-card.md), and the real worker, started by the API's payment tests.
  { from: { file: { path: 'apps/api/src/modules/payments/*.int-spec.ts' } }, to: { file: { path: 'apps/worker/src/testing/**' } } },
  { from: ofType(['*/e2e', '*/tools']), to: { file: { path: 'apps/worker/src/testing/**' } } },
  { from: ofType('*/e2e'), to: { file: { path: 'apps/web/src/config/paths.ts' } } },
  { from: ofType('*/e2e'), to: { file: { path: 'tools/test/oauth-mock-identity.ts' } } },
];

const policies = [
  // Every project may use the shared libraries.
  { allow: { to: ofType('shared/lib') } },
  // Server libraries: from the server (apps and libraries) and the tools only.
  { from: ofType(['server/*', 'tools/*']), allow: { to: ofType('server/lib') } },
  ...testingExports.map(({ from, to }) => ({ from, allow: { to } })),
  // Inside the web app: a feature is reached through its index.ts only, and the shared folders reach no feature.
  { from: ofType('web-*'), allow: { to: ofType('web-shared') } },
  { from: { element: { type: 'web/app' }, file: { path: `${web}/**` } }, allow: { to: ofType('web-*') } },
  { from: ofType('web-feature'), allow: { to: { element: { type: 'web-feature' }, file: { path: `${web}/features/*/index.ts` } } } },
  // Component tests render through the whole app (store, router, translations).
  { from: { file: { path: `${web}/**/*.spec.{ts,tsx}` } }, allow: { to: ofType('web-test') } },
  { from: ofType('web-test'), allow: { to: { file: { path: `${web}/**` } } } },
];

export const boundariesConfig: Linter.Config = {
  files: ['**/*.{ts,tsx,js}'],
  // Its types describe an ES module's default export; Node hands over the CommonJS exports, the plugin itself.
  plugins: { boundaries: boundaries as unknown as ESLint.Plugin },
  settings: {
    'boundaries/root-path': root,
    'boundaries/include': ['apps/**', 'libs/**', 'tools/**'],
    'boundaries/elements': [...webLayers.map((layer) => ({ ...layer, partialMatch: false })), ...projects],
    'import/resolver': {
      typescript: { project: ['tsconfig.base.json', '*/*/tsconfig.json', 'libs/server/*/tsconfig.json', 'tools/tsconfig.json'] },
    },
  },
  rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
};
