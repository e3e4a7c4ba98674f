import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'db',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
