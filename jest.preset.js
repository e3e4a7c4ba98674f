// Shared Jest settings: ESM TypeScript compiled by SWC (decorator metadata included,
// which Nest's dependency injection needs). Workspace libs resolve to their sources.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swcrc = JSON.parse(readFileSync(fileURLToPath(new URL('./.swcrc', import.meta.url)), 'utf8'));
delete swcrc.$schema;
swcrc.module = { type: 'es6' };

export const preset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'import', 'default'] },
};
