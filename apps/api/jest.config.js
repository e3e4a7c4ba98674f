import { preset } from '../../jest.preset.js';
export default {
  ...preset,
  setupFiles: ['<rootDir>/jest.setup.js'],
  displayName: 'api',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
