import { preset } from '../jest.preset.js';
export default { ...preset, displayName: 'tools', testMatch: ['<rootDir>/{start,test,bench,ci,deploy}/**/*.spec.ts'] };
