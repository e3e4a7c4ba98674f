import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'mail',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
