import { preset } from '../../../jest.preset.js';
export default {
  ...preset,
  displayName: 'bookings',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
