import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'metrics',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
