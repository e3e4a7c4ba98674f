import { preset } from '../jest.preset.js';
export default { ...preset, displayName: 'tools', testMatch: ['<rootDir>/{start,test,bench,ci,deploy,observability}/**/*.spec.ts'] };
