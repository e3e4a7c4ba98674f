// What `nx affected` (the CI workflow) selects for a change in each project. The end-to-end and
// fault tests run the apps rather than import them, so their dependencies are declared in their
// package.json; without them a change in an app would not select those tests. A new project
// needs a row here, with what a change in it must select.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageBin, repoRoot } from '../start/paths.ts';

const everything = [
  '@hm/api',
  '@hm/bookings',
  '@hm/catalog',
  '@hm/config',
  '@hm/contracts',
  '@hm/db',
  '@hm/i18n',
  '@hm/mail',
  '@hm/metrics',
  '@hm/queue',
  '@hm/tools',
  '@hm/tracing',
  '@hm/web',
  '@hm/web-e2e',
  '@hm/worker',
];
// Whatever runs the stack: the end-to-end tests, and the tools that start it (launcher, fault tests, benchmarks).
const stackTests = ['@hm/tools', '@hm/web-e2e'];

/** A file of each project, and every project a change to it must select. */
const cases: { project: string; file: string; selects: string[] }[] = [
  // Every project but i18n, which holds texts only, and tracing, which knows nothing of the product.
  {
    project: '@hm/contracts',
    file: 'libs/contracts/src/index.ts',
    selects: everything.filter((project) => project !== '@hm/i18n' && project !== '@hm/tracing'),
  },
  {
    project: '@hm/catalog',
    file: 'libs/catalog/src/index.ts',
    // The e-mails format amounts with it (formatMoney).
    selects: ['@hm/catalog', '@hm/mail', '@hm/bookings', '@hm/api', '@hm/web', '@hm/worker', ...stackTests],
  },
  {
    project: '@hm/i18n',
    file: 'libs/i18n/locales/fr/common.json',
    selects: ['@hm/i18n', '@hm/mail', '@hm/bookings', '@hm/api', '@hm/worker', '@hm/web', ...stackTests],
  },
  // The database commands read their settings through it.
  {
    project: '@hm/config',
    file: 'libs/server/config/src/index.ts',
    selects: ['@hm/config', '@hm/db', '@hm/queue', '@hm/metrics', '@hm/bookings', '@hm/api', '@hm/worker', ...stackTests],
  },
  {
    project: '@hm/db',
    file: 'libs/server/db/src/index.ts',
    selects: ['@hm/db', '@hm/queue', '@hm/metrics', '@hm/bookings', '@hm/api', '@hm/worker', ...stackTests],
  },
  {
    project: '@hm/mail',
    file: 'libs/server/mail/src/index.ts',
    selects: ['@hm/mail', '@hm/bookings', '@hm/api', '@hm/worker', ...stackTests],
  },
  {
    project: '@hm/queue',
    file: 'libs/server/queue/src/index.ts',
    selects: ['@hm/queue', '@hm/metrics', '@hm/bookings', '@hm/api', '@hm/worker', ...stackTests],
  },
  // Prometheus metrics of the API and the worker.
  { project: '@hm/metrics', file: 'libs/server/metrics/src/index.ts', selects: ['@hm/metrics', '@hm/api', '@hm/worker', ...stackTests] },
  // Request ids and OpenTelemetry: the outbox carries them (@hm/queue) to the worker.
  {
    project: '@hm/tracing',
    file: 'libs/server/tracing/src/index.ts',
    selects: ['@hm/tracing', '@hm/queue', '@hm/metrics', '@hm/bookings', '@hm/api', '@hm/worker', ...stackTests],
  },
  { project: '@hm/bookings', file: 'libs/server/bookings/src/index.ts', selects: ['@hm/bookings', '@hm/api', '@hm/worker', ...stackTests] },
  { project: '@hm/api', file: 'apps/api/src/main.ts', selects: ['@hm/api', ...stackTests] },
  // The API's security suite runs the real worker (its test harness).
  { project: '@hm/worker', file: 'apps/worker/src/main.ts', selects: ['@hm/worker', '@hm/api', ...stackTests] },
  { project: '@hm/web', file: 'apps/web/src/main.tsx', selects: ['@hm/web', ...stackTests] },
  { project: '@hm/tools', file: 'tools/start/start.ts', selects: stackTests },
  { project: '@hm/web-e2e', file: 'apps/web-e2e/playwright.config.ts', selects: ['@hm/web-e2e'] },
];

/**
 * Files outside every project that a test still reads, and what a change to them must select. The
 * Kubernetes manifests are validated by @hm/tools (deploy/k8s-manifests.spec.ts, its `test` target
 * lists `{workspaceRoot}/deploy/**` in its inputs), so a change to them alone must run that test.
 */
const outsideProjects: { file: string; selects: string[] }[] = [{ file: 'deploy/k8s/api.yaml', selects: stackTests }];

function nx(...args: string[]): string[] {
  const output = execFileSync(process.execPath, [packageBin('nx', 'nx'), 'show', 'projects', ...args], {
    cwd: repoRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    encoding: 'utf8',
  });
  return output.split('\n').filter(Boolean).sort();
}

describe('nx affected', () => {
  it('has a case for every project of the workspace', () => {
    expect(cases.map((c) => c.project).sort()).toEqual(nx());
    expect([...everything].sort()).toEqual(nx());
  }, 30_000);

  it.each(cases)(
    'a change in $file selects what depends on $project',
    ({ file, selects }) => {
      expect(existsSync(join(repoRoot, file))).toBe(true);
      expect(nx('--affected', `--files=${file}`)).toEqual([...selects].sort());
    },
    30_000,
  );

  it.each(outsideProjects)(
    'a change in $file, which no project holds, selects the tests that read it',
    ({ file, selects }) => {
      expect(existsSync(join(repoRoot, file))).toBe(true);
      expect(nx('--affected', `--files=${file}`)).toEqual([...selects].sort());
    },
    30_000,
  );
});
