import { preset } from '../../jest.preset.js';
export default {
  ...preset,
  displayName: 'worker',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
