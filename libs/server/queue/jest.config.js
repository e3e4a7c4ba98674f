import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'queue',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
