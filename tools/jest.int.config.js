import { preset } from '../jest.preset.js';
// Starts real redis-server and embedded PostgreSQL processes in temporary folders.
export default {
  ...preset,
  // As in the other integration configs: without 'import' here, require('pg-pool') from pg gets the class, not an ESM namespace.
  testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
  displayName: 'tools:int',
  testMatch: ['<rootDir>/{start,test}/**/*.int-spec.ts'],
  maxWorkers: 1,
  testTimeout: 60000,
};
