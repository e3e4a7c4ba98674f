import { preset } from '../../jest.preset.js';
export default { ...preset, displayName: 'contracts', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
