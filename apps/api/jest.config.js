import { preset } from '../../jest.preset.js';
export default {
  ...preset,
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
