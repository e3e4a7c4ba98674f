import { preset } from '../../jest.preset.js';
// Integration tests: real PostgreSQL and Redis (see README), run one file at a time.
export default {
  ...preset,
  displayName: 'api:int',
  testMatch: ['<rootDir>/src/**/*.int-spec.ts'],
  maxWorkers: 1,
  testTimeout: 60000,
};
