import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'config',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
