import { preset } from '../../jest.preset.js';
export default { ...preset, displayName: 'i18n', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
