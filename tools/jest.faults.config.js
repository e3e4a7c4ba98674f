import { preset } from '../jest.preset.js';
// Fault tests: each file starts its own PostgreSQL, redis-server, SMTP sink and the built
// API and worker, breaks one of them, and checks nothing is lost; the observability checks that need
// the same real processes (a trace across them) run here too. One file at a time: they are heavy.
export default {
  ...preset,
  // As in the other integration configs: without 'import' here, require('pg-pool') from pg gets the class, not an ESM namespace.
  testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
  displayName: 'tools:faults',
  testMatch: ['<rootDir>/faults/**/*.fault-spec.ts', '<rootDir>/observability/**/*.stack-spec.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
};
