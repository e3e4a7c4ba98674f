// The boundary rule of the root ESLint configuration catches a forbidden import, and lets the
// allowed ones through: each case is a one-line file linted at a path inside a project.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesConfig } from '../lint/boundaries.ts';
import { repoRoot } from '../start/paths.ts';

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, boundariesConfig],
});

async function boundaryErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').length;
}

const cases: { file: string; imports: string; allowed: boolean }[] = [
  { file: 'apps/web/src/lib/probe.ts', imports: '@hm/db', allowed: false },
  { file: 'apps/web/src/lib/probe.ts', imports: '@hm/contracts', allowed: true },
  { file: 'libs/contracts/src/probe.ts', imports: '@hm/config', allowed: false },
  { file: 'libs/catalog/src/probe.ts', imports: '@hm/web/config/paths', allowed: false },
  { file: 'libs/server/queue/src/probe.ts', imports: '@hm/db', allowed: true },
  { file: 'apps/worker/src/probe.ts', imports: '@hm/queue', allowed: true },
  { file: 'apps/web-e2e/src/probe.ts', imports: '@hm/db', allowed: false },
  { file: 'apps/web-e2e/src/probe.ts', imports: '@hm/web/config/paths', allowed: true },
  { file: 'apps/web-e2e/src/probe.ts', imports: '@hm/worker/testing/smtp-sink', allowed: true },
  { file: 'tools/probe.ts', imports: '@hm/db', allowed: true },
  // The worker's test helpers: for the api's security suite, the end-to-end tests and the tools only.
  { file: 'apps/api/src/security/probe.security-spec.ts', imports: '@hm/worker/testing/smtp-sink', allowed: true },
  { file: 'apps/api/src/probe.ts', imports: '@hm/worker/testing/smtp-sink', allowed: false },
  { file: 'apps/web/src/app/probe.ts', imports: '@hm/worker/testing/smtp-sink', allowed: false },
  // Inside the web app.
  { file: 'apps/web/src/lib/probe.ts', imports: '../features/auth', allowed: false },
  { file: 'apps/web/src/features/chat/probe.ts', imports: '../booking', allowed: true },
  { file: 'apps/web/src/features/chat/probe.ts', imports: '../booking/slice', allowed: false },
  { file: 'apps/web/src/features/chat/probe.ts', imports: '../../lib/api', allowed: true },
  { file: 'apps/web/src/features/chat/probe.ts', imports: '../../app/store', allowed: false },
  { file: 'apps/web/src/app/probe.ts', imports: '../features/booking/slice', allowed: true },
];

describe('module boundaries', () => {
  it.each(cases)('$file importing $imports: allowed $allowed', async ({ file, imports, allowed }) => {
    expect(await boundaryErrors(file, `export * from '${imports}';\n`)).toBe(allowed ? 0 : 1);
  });
});
