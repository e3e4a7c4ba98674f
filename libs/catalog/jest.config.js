import { preset } from '../../jest.preset.js';
export default { ...preset, displayName: 'catalog', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
