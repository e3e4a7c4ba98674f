import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { e2eBaseUrl, e2eOAuthIssuer, e2eOAuthPort, e2eServerEnv } from './src/support/e2e-env.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const isCi = Boolean(process.env.CI);
// The same Node 24 that runs Playwright runs the launcher (the machine's `node` may be older).
const node = JSON.stringify(process.execPath);

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.e2e.ts',
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  workers: isCi ? 2 : undefined,
  reporter: 'list',
  globalSetup: './src/support/global-setup.ts',
  use: {
    baseURL: e2eBaseUrl,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // The accessibility suite (axe, keyboard, focus) runs once, on the desktop, to keep CI short.
      testIgnore: '**/a11y/**',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: `${node} tools/test/reset-e2e.ts && ${node} tools/start/start.ts`,
      cwd: repoRoot,
      env: e2eServerEnv,
      url: `${e2eBaseUrl}/api/health`,
      reuseExistingServer: !isCi,
      // First run builds the apps.
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the launcher stop the API and worker cleanly instead of being killed.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    },
    {
      // Google, as far as the API under test knows (OAUTH_GOOGLE_* in e2e-env.ts).
      command: `${node} tools/test/oauth-mock.ts ${e2eOAuthPort}`,
      cwd: repoRoot,
      url: `${e2eOAuthIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: !isCi,
      timeout: 30_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
