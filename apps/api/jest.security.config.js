import { preset } from '../../jest.preset.js';
// Security suite: authorisation matrix, XSS, JWT, rate limits, headers, CSRF.
// Real PostgreSQL and Redis like the integration tests; one file at a time.
export default {
  ...preset,
  displayName: 'api:security',
  testMatch: ['<rootDir>/src/**/*.security-spec.ts'],
  maxWorkers: 1,
  testTimeout: 60000,
};
