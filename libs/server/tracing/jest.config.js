import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'tracing',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
