import { preset } from '../../jest.preset.js';
export default { ...preset, displayName: 'web', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
