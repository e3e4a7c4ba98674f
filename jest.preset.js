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
  // Only 'source' and 'node': Jest adds 'import' or 'require' itself per module kind, and an
  // 'import' here would also apply to require() of CommonJS packages (pg), breaking them.
  testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
};
