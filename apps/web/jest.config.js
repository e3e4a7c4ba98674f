import { preset } from '../../jest.preset.js';

const [transformPattern, [swcJest, swcOptions]] = Object.entries(preset.transform)[0];

// Two kinds of tests: pure logic (*.spec.ts) on plain Node, and components (*.spec.tsx)
// rendered into a DOM (jsdom, with Node's fetch so RTK Query calls reach the test's fake server).
export default {
  // A journey through a form (the wizard's steps, a week of hours typed key by key with
  // user-event) takes several seconds on a busy 2-core machine; a hang still fails. (A global
  // setting: Jest ignores it inside a project.)
  testTimeout: 20_000,
  projects: [
    { ...preset, rootDir: import.meta.dirname, displayName: 'web', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...preset,
      rootDir: import.meta.dirname,
      displayName: 'web-dom',
      testMatch: ['<rootDir>/src/**/*.spec.tsx'],
      testEnvironment: '<rootDir>/src/test/dom-environment.js',
      // 'browser' rather than 'node': packages give jsdom their browser builds.
      testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
      // Stylesheets a component imports (Vite bundles them) mean nothing to a DOM test.
      moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/src/test/stylesheet.js' },
      // JSX the way Vite compiles it (no React import in components).
      transform: {
        [transformPattern]: [
          swcJest,
          { ...swcOptions, jsc: { ...swcOptions.jsc, transform: { ...swcOptions.jsc?.transform, react: { runtime: 'automatic' } } } },
        ],
      },
    },
  ],
};
