import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDemoAdminEmail } from './demo-admin.ts';

describe('loadDemoAdminEmail', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hm-demo-admin-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const moduleFile = (name: string, source: string) => {
    const file = join(dir, name);
    writeFileSync(file, source);
    return file;
  };

  it("finds the admin among the built library's demo users", async () => {
    const file = moduleFile(
      'demo-users.mjs',
      `export const DEMO_USERS = [{ email: 'client@x.local', role: 'customer' }, { email: 'boss@x.local', role: 'admin' }];`,
    );
    await expect(loadDemoAdminEmail(file)).resolves.toBe('boss@x.local');
  });

  it('gives nothing when the library is not built or has no admin', async () => {
    await expect(loadDemoAdminEmail(join(dir, 'missing.mjs'))).resolves.toBeUndefined();
    const file = moduleFile('no-admin.mjs', `export const DEMO_USERS = [{ email: 'client@x.local', role: 'customer' }];`);
    await expect(loadDemoAdminEmail(file)).resolves.toBeUndefined();
  });
});
