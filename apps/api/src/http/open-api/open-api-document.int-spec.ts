import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { deleteRedisKeys, startApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'open-api-document';
const RULESET = fileURLToPath(new URL('../../../../../.spectral.yaml', import.meta.url));
const SPECTRAL = join(dirname(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json')), 'dist/index.js');

interface SpectralFinding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

describe('the OpenAPI document (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_open_api_document');
    dir = await mkdtemp(join(tmpdir(), 'hm-openapi-'));
    const running = await startApp(testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'error' }, { suite: SUITE }));
    try {
      file = join(dir, 'openapi.json');
      await writeFile(file, await (await fetch(`${running.baseUrl}/api/docs-json`)).text());
    } finally {
      await running.close();
    }
  });

  afterAll(async () => {
    await db?.drop();
    await rm(dir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  it('passes Spectral’s OpenAPI rules and ours (.spectral.yaml) with no error and no warning', async () => {
    const report = join(dir, 'spectral.json');
    // Spectral exits 1 when it finds anything (--fail-severity hint); the report says what.
    await promisify(execFile)(process.execPath, [
      SPECTRAL,
      'lint',
      file,
      '--ruleset',
      RULESET,
      '--format',
      'json',
      '--output',
      report,
      '--fail-severity',
      'hint',
    ]).catch(() => undefined);
    const findings = (JSON.parse(await readFile(report, 'utf8')) as SpectralFinding[]).map(
      (finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`,
    );
    expect(findings).toEqual([]);
  }, 60_000);
});
